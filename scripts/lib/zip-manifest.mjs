import { crc32 } from 'node:zlib';

/**
 * A zip archive holding one stored (uncompressed) entry: enough for a manifest-only jar, without
 * needing the JDK's `jar` tool on a machine that may only have a JRE.
 */
export function zipWithOneFile(name, text) {
  const nameBytes = Buffer.from(name, 'utf8');
  const data = Buffer.from(text, 'utf8');
  const checksum = crc32(data);

  // The central header repeats the local one's fields from "version needed" on, two bytes further.
  const writeEntryFields = (header, at) => {
    header.writeUInt16LE(10, at);
    header.writeUInt32LE(checksum, at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(data.length, at + 18);
    header.writeUInt16LE(nameBytes.length, at + 22);
  };

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  writeEntryFields(local, 4);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  writeEntryFields(central, 6);

  const centralOffset = local.length + nameBytes.length + data.length;
  const centralSize = central.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);

  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
