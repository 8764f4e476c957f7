import SystemSupport

/// What a walk read in the folders whose listing had settled: each folder's status (what its
/// parent's `lstat` said) and its entries as `readdir` gave them. A later walk that finds a folder
/// with the same status (device, inode, size, modification and change times to the nanosecond)
/// takes its entries from here instead of listing it again: creating, removing or renaming an
/// entry moves its folder's times. Not recorded: a folder touched within two seconds of the walk
/// (`FileStatus.isSettled`: a change in the same clock tick leaves the times as they were), the
/// root, and a folder holding a link, a special file or an entry of unknown type (what a link
/// leads to may change while its folder does not).
package struct FolderListings: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var name: String
        /// readdir's `d_type`.
        package var type: UInt8
        package init(name: String, type: UInt8) {
            self.name = name
            self.type = type
        }
    }

    package struct Listing: Sendable, Equatable {
        package var status: FileStatus
        package var entries: [Entry]
        package init(status: FileStatus, entries: [Entry]) {
            self.status = status
            self.entries = entries
        }
    }

    /// By the folder's path relative to the root.
    package var byFolder: [String: Listing]

    package init(_ byFolder: [String: Listing] = [:]) { self.byFolder = byFolder }

    /// The entries recorded for a folder whose status is still `status`; nil otherwise.
    func entries(of relative: String, status: FileStatus?) -> [Entry]? {
        guard let status, let listing = byFolder[relative], listing.status == status else { return nil }
        return listing.entries
    }
}
