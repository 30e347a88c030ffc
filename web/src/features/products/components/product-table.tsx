import { ScrollTable } from '../../../components/staff/scroll-table';
import { ProductActions } from './product-actions';
import type { ProductViewProps } from './product-grid';
import { ProductPrice } from './product-price';
import { ProductThumbnail } from './product-thumbnail';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import { useCan } from '../../../components/staff/staff-role';
import { storePaths } from '../../../lib/store-paths';
import '../../../components/staff/staff-text-fr-products';

const columns: StaffTextId[] = ['Image', 'Title', 'Category', 'Price', 'Added'];

export function ProductTable({ products, deletingId, onDelete }: ProductViewProps) {
  const { t } = useStaffText();
  const editsProducts = useCan(storePaths.product.permission);
  return (
    <ScrollTable
      caption={t('Products, newest first')}
      captionId="product-table-caption"
      columns={editsProducts ? [...columns, 'Actions'] : columns}
      className="product-table"
    >
      {products.map((product) => (
        <tr key={product.id}>
          <td>
            <ProductThumbnail product={product} size={64} />
          </td>
          <th scope="row">{product.title}</th>
          <td>{product.category}</td>
          <td className="product-table__price">
            <ProductPrice price={product.price} />
          </td>
          <td>{product.date}</td>
          {editsProducts && (
            <td>
              <ProductActions product={product} deleting={deletingId === product.id} onDelete={onDelete} />
            </td>
          )}
        </tr>
      ))}
    </ScrollTable>
  );
}
