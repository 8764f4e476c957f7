#import "NoteEditorViewController.h"
#import "Notes-Swift.h"

@implementation NoteEditorViewController

- (void)viewDidAppear:(BOOL)animated
{
    [super viewDidAppear:animated];
    self.userActivity = [NSUserActivity openActivityForNote:self.note];
}

- (void)composeTapped:(id)sender
{
    NSUserActivity *activity = [NSUserActivity composeActivity];
    [activity becomeCurrent];
    self.userActivity = [NSUserActivity handoffOnly];
}

@end
