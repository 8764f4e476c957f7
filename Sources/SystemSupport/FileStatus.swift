import SystemPackage

/// What `stat` says of a file, enough to tell that it did not change since it was last read:
/// device, inode, size, and the modification and change times to the nanosecond. The change time
/// moves on every write and on every `touch`, even one that sets the modification time back.
package struct FileStatus: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: Int64
    package var modifiedNanoseconds: Int64
    package var changed: Int64
    package var changedNanoseconds: Int64

    package init(
        device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64,
        changedNanoseconds: Int64
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
    }

    /// A file known by its size alone (one in git's objects, never on disk): it vouches for nothing
    /// in the facts index, whose records it never enters.
    package init(size: Int64) {
        self.init(
            device: 0, inode: 0, size: size, modified: 0, modifiedNanoseconds: 0, changed: 0, changedNanoseconds: 0)
    }

    /// From swift-system's `Stat`, which names the times the same on every platform (its `st_mtim`
    /// reads Darwin's `st_mtimespec` and Glibc's `st_mtim`; likewise `st_ctim`).
    init(_ info: Stat) {
        self.init(
            device: UInt64(truncatingIfNeeded: info.deviceID.rawValue), inode: UInt64(info.inode.rawValue),
            size: info.size,
            modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec), changedNanoseconds: Int64(info.st_ctim.tv_nsec))
    }

    /// Whether the status can vouch for the bytes read with it: both times at least `margin`
    /// seconds before `now`. A write in the same clock tick as the last one (file systems keep
    /// times to a second or two, some to the nanosecond) leaves the times as they were, so a file
    /// touched that recently is read again next time instead of trusted (git's "racily clean").
    package func isSettled(now: Int64, margin: Int64 = 2) -> Bool {
        modified <= now - margin && changed <= now - margin
    }
}
