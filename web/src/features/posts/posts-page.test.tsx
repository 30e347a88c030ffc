import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore, fakeTimestamp, publishSnapshots } from '../../test/fake-firestore';
import { retryFailedLoad, watchConsoleErrors } from '../../test/page-failures';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { formatRecordDate } from '../../components/staff/record-date';
import PostsPage from './posts-page';

// The Firebase boundary is faked with the in-memory Firestore and its listeners. The real SDK against
// the emulators runs in tests/e2e/store-lists.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const hour = 3_600_000;
const now = Date.UTC(2026, 10, 15, 9, 0, 0);
const hoursAgo = (hours: number) => new Date(now - hours * hour);

function addPost(id: string, hours: number, fields: Record<string, unknown> = {}) {
  fakeFirestore.set('kasuwaPosts', id, {
    authorId: `author-${id}`,
    authorName: `Author ${id}`,
    text: `Text of ${id}`,
    createdAt: fakeTimestamp(hoursAgo(hours)),
    ...fields,
  });
}

const renderPosts = () => renderStaffRoutes('/store/posts', { '/store/posts': <PostsPage /> });

const feed = () => screen.getByRole('list', { name: 'Posts, newest first' });
const authors = () =>
  within(feed())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const consoleError = watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
});

describe('PostsPage', () => {
  it('reads the newest 50 posts first, newest first, with author, date, text and image', async () => {
    addPost('old', 30, { authorName: 'Moussa G.', text: 'Livraison rapide' });
    addPost('new', 2, {
      authorName: 'Awa H.',
      text: 'Mon boubou est arrivé',
      imageUrl: 'https://example.com/boubou.jpg',
      productId: 'boubou-brode-indigo',
    });
    renderPosts();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts…');

    await waitFor(() => expect(authors()).toEqual(['Awa H.', 'Moussa G.']));
    expect(fakeFirestore.queries[0]).toEqual({
      path: 'kasuwaPosts',
      constraints: [
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'limit', count: 50 },
      ],
    });
    const newest = screen.getByRole('article', { name: 'Awa H.' });
    expect(within(newest).getByText('Mon boubou est arrivé')).toBeInTheDocument();
    expect(within(newest).getByText(formatRecordDate(hoursAgo(2)))).toHaveAttribute('datetime', hoursAgo(2).toISOString());
    const image = within(newest).getByRole('img', { name: 'Posted by Awa H.' });
    expect(image).toHaveAttribute('src', 'https://example.com/boubou.jpg');
    expect(within(newest).getByText('boubou-brode-indigo')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Moussa G.' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a new post at the top as soon as it is published, without reading the list again', async () => {
    addPost('first', 5);
    renderPosts();
    await waitFor(() => expect(authors()).toEqual(['Author first']));
    await waitFor(() => expect(fakeFirestore.listeners.size).toBe(1));
    const reads = fakeFirestore.queries.length;

    addPost('just-now', 0, { authorName: 'Fatouma A.' });
    await publishSnapshots();
    await waitFor(() => expect(authors()).toEqual(['Fatouma A.', 'Author first']));
    // The listener delivered it (publishSnapshots() reads for it once): the page itself read nothing more.
    expect(fakeFirestore.queries.length).toBe(reads + 1);
  });

  it('stops listening when the page goes away', async () => {
    addPost('first', 5);
    const { unmount } = renderPosts();
    await waitFor(() => expect(fakeFirestore.listeners.size).toBe(1));
    unmount();
    expect(fakeFirestore.listeners.size).toBe(0);
  });

  it('shows a dash for what a post lacks, and no image from an address that is not a web page', async () => {
    addPost('bare', 1, { authorName: undefined, text: '  ', imageUrl: 'javascript:alert(1)' });
    renderPosts();
    await waitFor(() => expect(authors()).toEqual(['-']));
    const post = within(feed()).getByRole('article');
    // Author and text; an undated post is never listed (the query orders by createdAt).
    expect(within(post).getAllByText('-')).toHaveLength(2);
    expect(within(post).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when there is no post', async () => {
    renderPosts();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });

  it('logs a failed load and shows it with a way to try again, then listens', async () => {
    addPost('first', 5);
    fakeFirestore.failReads = new Error('permission-denied');
    renderPosts();
    expect(await screen.findByText('Failed to load posts')).toBeInTheDocument();
    expect(fakeFirestore.listeners.size).toBe(0);
    await retryFailedLoad('Failed to load posts', 'Loading the posts failed:');
    await waitFor(() => expect(authors()).toEqual(['Author first']));
    await waitFor(() => expect(fakeFirestore.listeners.size).toBe(1));
  });

  it('logs a listener that fails, keeps the posts shown, and listens again on request', async () => {
    addPost('first', 5);
    renderPosts();
    await waitFor(() => expect(fakeFirestore.listeners.size).toBe(1));
    const [listener] = [...fakeFirestore.listeners];
    const stopped = new Error('unavailable');
    // Firestore ends a listener that fails: it hears nothing more.
    act(() => listener?.error(stopped));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live updates stopped: new posts will not appear');
    expect(consoleError()).toHaveBeenCalledWith('The live posts stopped:', stopped);
    expect(authors()).toEqual(['Author first']);

    addPost('while-down', 1, { authorName: 'Published while down' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(authors()).toEqual(['Published while down', 'Author first']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fakeFirestore.listeners.size).toBe(1);
    addPost('after', 0, { authorName: 'After the restart' });
    await publishSnapshots();
    await waitFor(() => expect(authors()[0]).toBe('After the restart'));
  });

  it('reads the next 50 posts on request, reading each post once', async () => {
    for (let at = 0; at < 70; at += 1) addPost(`p${String(at).padStart(2, '0')}`, at);
    renderPosts();
    await waitFor(() => expect(authors()).toHaveLength(50));
    expect(fakeFirestore.documentsRead).toBe(50);
    await userEvent.click(screen.getByRole('button', { name: 'More posts' }));
    await waitFor(() => expect(authors()).toHaveLength(70));
    expect(authors().at(-1)).toBe('Author p69');
    expect(fakeFirestore.documentsRead).toBe(70);
    expect(screen.queryByRole('button', { name: 'More posts' })).not.toBeInTheDocument();
  });
});
