// Loose file of the App target, in a group without a folder.
