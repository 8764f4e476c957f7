#!/usr/bin/env python3
"""Generate a large synthetic iOS source tree for benchmarking intent-audit.

    python3 Benchmarks/make-tree.py OUT_DIR [--lines N] [--seed S]

Writes about N lines (default 1,000,000) of Swift and Objective-C in nested module folders
(200-400 lines per file), of which about 3 % of the files contain SiriKit / App Intents code
(handlers, donations, widgets, App Intents), plus a handful of .intentdefinition files and
Info.plist files. Identifiers are drawn from word lists, so no two files look alike and a
scanner cannot key on fixed names. The same seed always gives the same tree.

With --shape app the tree looks like a large app in the middle of its migration instead (the
counts come from real apps measured by hand, README "Speed"): about a fifth of the Swift files
name a widget or an intent in passing (so they pass the pre-filter and are parsed), 5 % hold
SiriKit / App Intents code, an app-wide environment global (`Current`) is used in a third of the
files and by the handlers and App Intents (so follow-up lookups have a name to look for), little
Objective-C, and every definition and the app's Localizable.strings are translated into many
languages (the string tables of a localized app are megabytes).

Standard library only. OUT_DIR must not exist or be empty.
"""

import argparse
import os
import plistlib
import random
import string
import sys
import time

# --------------------------------------------------------------------------- vocabulary

DOMAINS = """Order Payment Profile Feed Message Photo Album Trip Route Booking Cart Invoice Ticket
Playlist Episode Workout Recipe Note Task Project Calendar Event Contact Account Session Device
Sensor Reading Report Chart Place Review Coupon Wallet Transfer Budget Goal Habit Reminder Lesson
Course Quiz Badge Team Match Score Forecast Station Garden Plant Pet Vehicle Parking Delivery Store
Product Inventory Shipment Warehouse Article Comment Thread Channel Podcast Track Artist Venue Seat
Flight Hotel Room Guest Patient Appointment Prescription Meal Grocery Pantry Loan Statement Card
Subscription Plan Invoice Receipt Expense Mileage Timesheet Shift Ride Driver Charger Battery
Thermostat Scene Camera Doorbell Lock Alarm Timer Stopwatch Journal Mood Sleep Water Streak""".split()

QUALIFIERS = """Recent Featured Shared Archived Pending Local Remote Cached Draft Premium Nearby Daily
Weekly Smart Quick Detail Summary Preview Search Filter Pinned Starred Offline Synced Primary
Secondary Upcoming Past Active Expired Default Custom Grouped Sorted Paged Live""".split()

CLASS_SUFFIXES = """Store Service Client Controller Coordinator Presenter Formatter Validator Cache
Repository Mapper Builder Router Loader Tracker Scheduler Importer Exporter Resolver Observer""".split()

VIEW_SUFFIXES = "View Row Cell Card Header Footer Badge List Grid Sheet Banner Tile".split()

MODULES = """Checkout Onboarding Accounts Discover Library Player Messaging Settings Payments Search
Notifications Analytics Maps Health Home Social Commerce Media Sync Insights Rewards Support""".split()

AREAS = "Features Models Networking Views Services Support Extensions Persistence Presentation Utilities".split()

PROPERTY_TYPES = [
    ("String", '""'), ("Int", "0"), ("Double", "0"), ("Bool", "false"), ("Date", "Date()"),
    ("URL?", "nil"), ("[String]", "[]"), ("UUID", "UUID()"), ("Decimal", "0"), ("String?", "nil"),
    ("[Int]", "[]"), ("Int?", "nil"), ("[String: String]", "[:]"), ("Data?", "nil"),
]

LOWER_WORDS = """title subtitle name identifier count total amount price rating score index offset limit
status state kind style summary detail value label caption author owner createdAt updatedAt
expiresAt duration distance weight height width color icon thumbnail url path token cursor
version revision locale region currency quantity position progress threshold""".split()

VERBS = """load refresh fetch reload sync update save delete archive restore prepare configure
apply reset validate format render present dismiss schedule cancel merge resolve observe""".split()

SENTENCES = [
    "Keeps the list stable while a refresh is in flight.",
    "Called on the main actor; never block here.",
    "The server sends dates in UTC without a time zone suffix.",
    "We cache the last response so the screen is never empty.",
    "Retries once, then surfaces the error to the caller.",
    "Mirrors the backend's pagination contract (cursor based).",
    "Values outside the supported range are clamped, not rejected.",
    "Kept for backwards compatibility with 3.x archives.",
    "This is intentionally not thread-safe; confine it to one queue.",
    "Sorting is locale-aware so accented names sort where people expect.",
    "The feature flag is read once at launch.",
    "Formatting lives here so views stay dumb.",
]

INTENT_VERBS = "Reorder Check Start Stop Show Add Log Find Share Open Track Book Send Play Refresh Sync Toggle Plan".split()

SIRI_TYPES = {  # plist type -> (generated Swift type, resolution result, App Intents type)
    "String": ("String?", "INStringResolutionResult", "String?"),
    "Boolean": ("NSNumber?", "INBooleanResolutionResult", "Bool?"),
    "Integer": ("NSNumber?", "INIntegerResolutionResult", "Int?"),
    "Decimal": ("NSNumber?", "INDoubleResolutionResult", "Double?"),
    "DateComponents": ("DateComponents?", "INDateComponentsResolutionResult", "DateComponents?"),
}

ID_ALPHABET = string.ascii_letters + string.digits


def camel_lower(s):
    return s[0].lower() + s[1:]


class Names:
    """Draws identifiers that do not repeat too often."""

    def __init__(self, rng):
        self.rng = rng
        self.used_files = set()

    def domain(self):
        return self.rng.choice(DOMAINS)

    def type_name(self, suffixes=CLASS_SUFFIXES):
        r = self.rng
        if r.random() < 0.55:
            return r.choice(QUALIFIERS) + r.choice(DOMAINS) + r.choice(suffixes)
        return r.choice(DOMAINS) + r.choice(DOMAINS) + r.choice(suffixes)

    def model_name(self):
        r = self.rng
        if r.random() < 0.5:
            return r.choice(QUALIFIERS) + r.choice(DOMAINS)
        return r.choice(DOMAINS) + r.choice(["Item", "Entry", "Record", "Snapshot", "Summary", "Info", "Payload", "DTO"])

    def prop(self):
        r = self.rng
        w = r.choice(LOWER_WORDS)
        if r.random() < 0.4:
            w += r.choice(DOMAINS)
        return w

    def func(self):
        r = self.rng
        return r.choice(VERBS) + r.choice(DOMAINS) + r.choice(["", "s", "IfNeeded", "Later", "Now", "Batch"])

    def file_name(self, base, ext):
        name = base
        n = 2
        while (name, ext) in self.used_files:
            name = f"{base}{n}"
            n += 1
        self.used_files.add((name, ext))
        return name


# --------------------------------------------------------------------------- Swift chunks

def sw_doc(r, indent=""):
    lines = [f"{indent}/// {r.choice(SENTENCES)}"]
    if r.random() < 0.3:
        lines.append(f"{indent}///")
        lines.append(f"{indent}/// - Note: {r.choice(SENTENCES)}")
    return lines


def sw_model(r, nm):
    name = nm.model_name()
    props = []
    seen = set()
    for _ in range(r.randint(4, 10)):
        p = nm.prop()
        if p in seen:
            continue
        seen.add(p)
        props.append((p, r.choice(PROPERTY_TYPES)))
    out = sw_doc(r)
    out.append(f"struct {name}: Codable, Hashable, Identifiable {{")
    out.append("    let id: UUID")
    for p, (t, _) in props:
        out.append(f"    var {p}: {t}")
    out.append("")
    out.append("    enum CodingKeys: String, CodingKey {")
    out.append("        case id")
    for p, _ in props:
        snake = "".join("_" + c.lower() if c.isupper() else c for c in p)
        out.append(f'        case {p} = "{snake}"' if snake != p else f"        case {p}")
    out.append("    }")
    out.append("")
    first = props[0][0]
    out.append(f"    var isEmpty: Bool {{")
    out.append(f"        String(describing: {first}).isEmpty")
    out.append("    }")
    out.append("}")
    out.append("")
    return out, name


def sw_view_model(r, nm, model):
    name = nm.type_name(["ViewModel"])
    load = nm.func()
    out = sw_doc(r)
    out += [
        "@MainActor",
        f"final class {name}: ObservableObject {{",
        f"    @Published private(set) var items: [{model}] = []",
        "    @Published private(set) var isLoading = false",
        "    @Published var errorMessage: String?",
        "",
        f"    private let client: {model}Client",
        "    private var loadTask: Task<Void, Never>?",
        "",
        f"    init(client: {model}Client = .shared) {{",
        "        self.client = client",
        "    }",
        "",
        f"    func {load}() {{",
        "        loadTask?.cancel()",
        "        isLoading = true",
        "        loadTask = Task { [weak self] in",
        "            guard let self else { return }",
        "            defer { self.isLoading = false }",
        "            do {",
        f"                let page = try await client.fetchAll(limit: {r.choice([20, 25, 50, 100])})",
        "                self.items = page.sorted { $0.id.uuidString < $1.id.uuidString }",
        "            } catch is CancellationError {",
        "                return",
        "            } catch {",
        f'                self.errorMessage = "Could not load {camel_lower(model)}s: \\(error.localizedDescription)"',
        "            }",
        "        }",
        "    }",
        "",
        "    deinit {",
        "        loadTask?.cancel()",
        "    }",
        "}",
        "",
    ]
    return out


def sw_client(r, nm, model):
    host = r.choice(["api", "edge", "gateway", "backend"]) + "." + r.choice(["example.com", "example.org", "internal.example"])
    path = "/v" + str(r.randint(1, 4)) + "/" + camel_lower(model) + "s"
    out = sw_doc(r)
    out += [
        f"final class {model}Client: @unchecked Sendable {{",
        f"    static let shared = {model}Client()",
        "",
        f'    private let baseURL = URL(string: "https://{host}")!',
        "    private let session: URLSession",
        "    private let decoder: JSONDecoder = {",
        "        let decoder = JSONDecoder()",
        "        decoder.dateDecodingStrategy = .iso8601",
        "        return decoder",
        "    }()",
        "",
        "    init(session: URLSession = .shared) {",
        "        self.session = session",
        "    }",
        "",
        f"    func fetchAll(limit: Int) async throws -> [{model}] {{",
        f'        var components = URLComponents(url: baseURL.appendingPathComponent("{path}"), resolvingAgainstBaseURL: false)!',
        '        components.queryItems = [URLQueryItem(name: "limit", value: String(limit))]',
        f"        return try await request(components.url!, as: [{model}].self)",
        "    }",
        "",
        "    private func request<T: Decodable>(_ url: URL, as type: T.Type) async throws -> T {",
        "        var request = URLRequest(url: url)",
        '        request.setValue("application/json", forHTTPHeaderField: "Accept")',
        f"        request.timeoutInterval = {r.choice([10, 15, 20, 30])}",
        "        let (data, response) = try await session.data(for: request)",
        "        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {",
        "            throw URLError(.badServerResponse)",
        "        }",
        "        return try decoder.decode(T.self, from: data)",
        "    }",
        "}",
        "",
    ]
    return out


def sw_view(r, nm, model):
    name = nm.type_name(VIEW_SUFFIXES)
    title = " ".join([r.choice(QUALIFIERS), model])
    p1 = nm.prop()
    out = sw_doc(r)
    out += [
        f"struct {name}: View {{",
        f"    let items: [{model}]",
        "    var onSelect: (UUID) -> Void = { _ in }",
        "    @State private var query = \"\"",
        "    @Environment(\\.dismiss) private var dismiss",
        "",
        "    var body: some View {",
        "        NavigationStack {",
        "            List {",
        "                ForEach(filtered) { item in",
        "                    Button {",
        "                        onSelect(item.id)",
        "                    } label: {",
        "                        HStack(spacing: 12) {",
        f'                            Image(systemName: "{r.choice(["star", "tray", "doc", "person", "cart", "map", "bell"])}")',
        "                                .foregroundStyle(.secondary)",
        "                            VStack(alignment: .leading) {",
        '                                Text(item.id.uuidString.prefix(8))',
        "                                    .font(.headline)",
        f'                                Text("{title}")',
        "                                    .font(.caption)",
        "                                    .foregroundStyle(.secondary)",
        "                            }",
        "                        }",
        "                    }",
        "                }",
        "            }",
        "            .searchable(text: $query)",
        f'            .navigationTitle("{title}")',
        "            .toolbar {",
        "                ToolbarItem(placement: .cancellationAction) {",
        '                    Button("Done") { dismiss() }',
        "                }",
        "            }",
        "        }",
        "    }",
        "",
        f"    private var filtered: [{model}] {{",
        "        guard !query.isEmpty else { return items }",
        "        return items.filter { String(describing: $0).localizedCaseInsensitiveContains(query) }",
        "    }",
        "}",
        "",
    ]
    if r.random() < 0.4:
        out += ["#if DEBUG", "#Preview {", f"    {name}(items: [])", "}", "#endif", ""]
    return out


def sw_extension(r, nm, model):
    f1, f2 = nm.func(), nm.func()
    key = nm.prop()
    out = sw_doc(r)
    out += [
        f"extension Array where Element == {model} {{",
        f"    func {f1}(matching predicate: (Element) throws -> Bool) rethrows -> [Element] {{",
        "        var result: [Element] = []",
        "        result.reserveCapacity(count)",
        "        for element in self where try predicate(element) {",
        "            result.append(element)",
        "        }",
        "        return result",
        "    }",
        "",
        f"    func {f2}<Key: Hashable>(by key: (Element) -> Key) -> [Key: [Element]] {{",
        "        Dictionary(grouping: self, by: key)",
        "    }",
        "}",
        "",
        "extension Collection {",
        f"    func {camel_lower(key)}Chunks(of size: Int) -> [SubSequence] {{",
        "        precondition(size > 0, \"chunk size must be positive\")",
        "        var chunks: [SubSequence] = []",
        "        var start = startIndex",
        "        while start != endIndex {",
        "            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex",
        "            chunks.append(self[start..<end])",
        "            start = end",
        "        }",
        "        return chunks",
        "    }",
        "}",
        "",
    ]
    return out


def sw_protocol(r, nm, model):
    proto = nm.type_name(["Providing", "Storing", "Observing", "Loading", "Routing"])
    f = nm.func()
    out = sw_doc(r)
    out += [
        f"protocol {proto}: AnyObject {{",
        f"    associatedtype Value",
        f"    func {f}(_ value: Value) async throws",
        "    var isReady: Bool { get }",
        "}",
        "",
        f"extension {proto} {{",
        "    var isReady: Bool { true }",
        "",
        f"    func {f}(all values: [Value]) async throws {{",
        "        for value in values {",
        f"            try await {f}(value)",
        "        }",
        "    }",
        "}",
        "",
    ]
    return out


def sw_enum(r, nm):
    name = nm.type_name(["State", "Event", "Action", "Route", "Phase", "Outcome"])
    cases = r.sample(["idle", "loading", "loaded", "failed", "empty", "paused", "syncing", "offline", "expired", "archived"], r.randint(3, 6))
    out = sw_doc(r)
    out.append(f"enum {name}: Equatable {{")
    for i, c in enumerate(cases):
        if i % 3 == 1:
            out.append(f"    case {c}(String)")
        elif i % 3 == 2:
            out.append(f"    case {c}(count: Int)")
        else:
            out.append(f"    case {c}")
    out.append("")
    out.append("    var title: String {")
    out.append("        switch self {")
    for i, c in enumerate(cases):
        if i % 3 == 1:
            out.append(f"        case .{c}(let message):")
            out.append(f'            return "{c.capitalize()}: \\(message)"')
        elif i % 3 == 2:
            out.append(f"        case .{c}(let count):")
            out.append(f'            return count == 1 ? "1 item" : "\\(count) items"')
        else:
            out.append(f"        case .{c}:")
            out.append(f'            return NSLocalizedString("{name}.{c}", comment: "{c}")')
    out.append("        }")
    out.append("    }")
    out.append("}")
    out.append("")
    return out


def sw_combine(r, nm, model):
    name = nm.type_name(["Observer", "Tracker", "Monitor"])
    out = sw_doc(r)
    out += [
        f"final class {name} {{",
        "    private var cancellables = Set<AnyCancellable>()",
        f"    private let subject = PassthroughSubject<{model}, Never>()",
        f"    var onChange: (({model}) -> Void)?",
        "",
        "    init() {",
        "        subject",
        f"            .debounce(for: .milliseconds({r.choice([150, 250, 300, 500])}), scheduler: DispatchQueue.main)",
        "            .removeDuplicates()",
        "            .sink { [weak self] value in",
        "                self?.onChange?(value)",
        "            }",
        "            .store(in: &cancellables)",
        "    }",
        "",
        f"    func send(_ value: {model}) {{",
        "        subject.send(value)",
        "    }",
        "}",
        "",
    ]
    return out


def sw_platform(r, nm):
    f = nm.func()
    out = [
        "#if canImport(UIKit)",
        "import UIKit",
        "",
        "extension UIColor {",
        f"    static let {camel_lower(r.choice(DOMAINS))}Accent = UIColor(named: \"{r.choice(DOMAINS)}Accent\") ?? .systemBlue",
        "}",
        "#elseif canImport(AppKit)",
        "import AppKit",
        "",
        "extension NSColor {",
        f"    static let {camel_lower(r.choice(DOMAINS))}Accent = NSColor(named: \"{r.choice(DOMAINS)}Accent\") ?? .systemBlue",
        "}",
        "#endif",
        "",
        f"func {f}(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {{",
        "    #if DEBUG",
        '    print("[\\(file):\\(line)] \\(message())")',
        "    #else",
        "    _ = message",
        "    #endif",
        "}",
        "",
    ]
    return out


def sw_strings(r, nm):
    key = r.choice(DOMAINS)
    out = [
        "/*",
        f" {r.choice(SENTENCES)}",
        f" {r.choice(SENTENCES)}",
        " */",
        f"enum {key}Copy {{",
        f'    static let emptyTitle = NSLocalizedString("{key}.empty.title", value: "Nothing here yet", comment: "")',
        f'    static let retry = NSLocalizedString("{key}.retry", value: "Try Again", comment: "Button")',
        f"    static let footer = \"\"\"",
        f"        {r.choice(SENTENCES)}",
        f"        {r.choice(SENTENCES)}",
        "        \"\"\"",
        "",
        "    static func count(_ n: Int) -> String {",
        f'        String(format: NSLocalizedString("{key}.count", comment: "%d items"), n)',
        "    }",
        "}",
        "",
    ]
    return out


def sw_uikit(r, nm, model):
    name = nm.type_name(["ViewController"])
    out = sw_doc(r)
    out += [
        f"final class {name}: UITableViewController {{",
        f"    private var rows: [{model}] = []",
        f'    private let reuseIdentifier = "{model}Cell"',
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)",
        "        refreshControl = UIRefreshControl()",
        "        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)",
        "    }",
        "",
        "    @objc private func reload() {",
        "        Task { @MainActor in",
        f"            rows = (try? await {model}Client.shared.fetchAll(limit: 50)) ?? rows",
        "            tableView.reloadData()",
        "            refreshControl?.endRefreshing()",
        "        }",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        rows.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)",
        "        var content = cell.defaultContentConfiguration()",
        "        content.text = rows[indexPath.row].id.uuidString",
        "        cell.contentConfiguration = content",
        "        return cell",
        "    }",
        "}",
        "",
    ]
    return out


def sw_decoy(r):
    """Mentions intents APIs in comments and strings only: must not be reported."""
    name = r.choice(DOMAINS)
    return [
        f"// TODO({name.upper()}-{r.randint(100, 999)}): donate an INInteraction here once the",
        f"// {name}Intent lands, and add an IntentConfiguration-based widget for it.",
        f'let {camel_lower(name)}AnalyticsEvent = "user.siri.INInteraction.donate.{camel_lower(name)}"',
        "",
    ]


def swift_file(r, nm, module, intents_block=None, decoy=False):
    target = r.randint(200, 400)
    model_lines, model = sw_model(r, nm)
    header = [
        "//",
        "//  {file}",
        f"//  {module}",
        "//",
        "",
        "import Foundation",
    ]
    imports = set()
    body = []
    if intents_block:
        imports.update(intents_block[0])
        body += intents_block[1]
    body += model_lines
    body += sw_client(r, nm, model)
    while len(header) + len(body) < target:
        k = r.random()
        if k < 0.14:
            body += sw_view_model(r, nm, model)
            imports.add("Combine")
        elif k < 0.28:
            body += sw_view(r, nm, model)
            imports.add("SwiftUI")
        elif k < 0.40:
            body += sw_extension(r, nm, model)
        elif k < 0.50:
            body += sw_protocol(r, nm, model)
        elif k < 0.62:
            body += sw_enum(r, nm)
        elif k < 0.72:
            body += sw_combine(r, nm, model)
            imports.add("Combine")
        elif k < 0.80:
            body += sw_platform(r, nm)
        elif k < 0.90:
            body += sw_strings(r, nm)
        else:
            body += sw_uikit(r, nm, model)
            imports.add("UIKit")
    if decoy:
        body = sw_decoy(r) + body
    header += [f"import {m}" for m in sorted(imports)] + [""]
    return header + body


# --------------------------------------------------------------------------- Objective-C

def objc_lower(cls, prefix):
    return prefix.lower() + cls[len(prefix):]


def objc_pair(r, nm, prefix, module, intents=None):
    cls = prefix + nm.type_name()
    low = objc_lower(cls, prefix)
    delegate = cls + "Delegate"
    model = nm.model_name()
    props = []
    seen = set()
    for _ in range(r.randint(3, 7)):
        p = nm.prop()
        if p not in seen:
            seen.add(p)
            props.append(p)
    cat_target = r.choice(["NSString", "NSArray", "NSDate", "NSURL", "NSDictionary"])
    cat = r.choice(DOMAINS) + "Additions"
    cat_method = prefix.lower() + "_" + nm.func()
    h = [
        "//",
        "//  {file}",
        f"//  {module}",
        "//",
        "",
        "#import <Foundation/Foundation.h>",
        "",
        "NS_ASSUME_NONNULL_BEGIN",
        "",
        f"@class {cls};",
        "",
        f"@protocol {delegate} <NSObject>",
        f"- (void){low}:({cls} *)sender didFinishWithError:(nullable NSError *)error;",
        "@optional",
        f"- (void){low}DidStart:({cls} *)sender;",
        "@end",
        "",
        f"/// {r.choice(SENTENCES)}",
        f"@interface {cls} : NSObject",
        "",
        f"@property (nonatomic, weak, nullable) id<{delegate}> delegate;",
    ]
    for p in props:
        t = r.choice(["NSString *", "NSNumber *", "NSArray<NSString *> *", "NSDate *", "NSURL *"])
        h.append(f"@property (nonatomic, copy, nullable) {t}{p};")
    h += [
        "@property (nonatomic, readonly, getter=isRunning) BOOL running;",
        "",
        "- (instancetype)initWithBaseURL:(NSURL *)baseURL NS_DESIGNATED_INITIALIZER;",
        "- (instancetype)init NS_UNAVAILABLE;",
        "",
        "- (void)startWithCompletion:(void (^)(NSArray<NSDictionary *> * _Nullable items, NSError * _Nullable error))completion;",
        "- (void)cancel;",
        "",
        "@end",
        "",
        f"@interface {cat_target} ({cat})",
        f"- (NSString *){cat_method};",
        "@end",
        "",
    ]
    if intents:
        h += intents[0]
    h += ["NS_ASSUME_NONNULL_END", ""]

    m = [
        "//",
        "//  {file}",
        f"//  {module}",
        "//",
        "",
        '#import "{header}"',
        "",
    ]
    if intents:
        m += intents[1]
    m += [
        f"static NSString * const {cls}ErrorDomain = @\"com.example.{low}\";",
        f"static const NSTimeInterval {cls}Timeout = {r.choice([10, 15, 30, 60])}.0;",
        "",
        f"@interface {cls} ()",
        "@property (nonatomic, strong) NSURL *baseURL;",
        "@property (nonatomic, strong, nullable) NSURLSessionDataTask *task;",
        "@property (nonatomic, readwrite, getter=isRunning) BOOL running;",
        "@end",
        "",
        f"@implementation {cls}",
        "",
        "- (instancetype)initWithBaseURL:(NSURL *)baseURL",
        "{",
        "    self = [super init];",
        "    if (self) {",
        "        _baseURL = [baseURL copy];",
        "    }",
        "    return self;",
        "}",
        "",
        "- (void)startWithCompletion:(void (^)(NSArray<NSDictionary *> * _Nullable, NSError * _Nullable))completion",
        "{",
        "    if (self.isRunning) {",
        "        return;",
        "    }",
        "    self.running = YES;",
        f"    if ([self.delegate respondsToSelector:@selector({low}DidStart:)]) {{",
        f"        [self.delegate {low}DidStart:self];",
        "    }",
        f"    NSURL *url = [self.baseURL URLByAppendingPathComponent:@\"{camel_lower(model)}s\"];",
        "    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];",
        f"    request.timeoutInterval = {cls}Timeout;",
        '    [request setValue:@"application/json" forHTTPHeaderField:@"Accept"];',
        "",
        "    __weak typeof(self) weakSelf = self;",
        "    self.task = [[NSURLSession sharedSession] dataTaskWithRequest:request",
        "                                                completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {",
        "        __strong typeof(weakSelf) strongSelf = weakSelf;",
        "        if (strongSelf == nil) {",
        "            return;",
        "        }",
        "        NSArray<NSDictionary *> *items = nil;",
        "        if (data != nil && error == nil) {",
        "            id json = [NSJSONSerialization JSONObjectWithData:data options:0 error:&error];",
        "            if ([json isKindOfClass:[NSArray class]]) {",
        "                items = json;",
        "            } else if (error == nil) {",
        f"                error = [NSError errorWithDomain:{cls}ErrorDomain code:1 userInfo:@{{NSLocalizedDescriptionKey: @\"Unexpected payload\"}}];",
        "            }",
        "        }",
        "        dispatch_async(dispatch_get_main_queue(), ^{",
        "            strongSelf.running = NO;",
        f"            [strongSelf.delegate {low}:strongSelf didFinishWithError:error];",
        "            completion(items, error);",
        "        });",
        "    }];",
        "    [self.task resume];",
        "}",
        "",
        "- (void)cancel",
        "{",
        "    [self.task cancel];",
        "    self.task = nil;",
        "    self.running = NO;",
        "}",
        "",
    ]
    target = r.randint(120, 260)
    while len(m) < target:
        f = nm.func()
        p = r.choice(props)
        m += [
            f"/* {r.choice(SENTENCES)} */",
            f"- (NSDictionary<NSString *, id> *){f}",
            "{",
            "    NSMutableDictionary<NSString *, id> *result = [NSMutableDictionary dictionary];",
            f"    result[@\"{p}\"] = self.{p} ?: [NSNull null];",
            f"    result[@\"kind\"] = @\"{r.choice(DOMAINS)}\";",
            f"    for (NSString *key in @[@\"{nm.prop()}\", @\"{nm.prop()}\", @\"{nm.prop()}\"]) {{",
            "        if (result[key] == nil) {",
            "            result[key] = @(key.length);",
            "        }",
            "    }",
            "    return [result copy];",
            "}",
            "",
        ]
    m += [
        "@end",
        "",
        f"@implementation {cat_target} ({cat})",
        "",
        f"- (NSString *){cat_method}",
        "{",
        "    return [[self description] stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];",
        "}",
        "",
        "@end",
        "",
    ]
    return cls, h, m


# --------------------------------------------------------------------------- intents

class IntentSpec:
    def __init__(self, name, params, widget, definition):
        self.name = name            # INIntentName, e.g. "ReorderCoffee"
        self.cls = name + "Intent"  # generated class name
        self.params = params        # [(name, plist type)]
        self.widget = widget
        self.definition = definition


def make_intent_specs(r, count_defs):
    specs = []
    used = set()
    defs = []
    for d in range(count_defs):
        def_name = r.choice(MODULES) + ("Widget" if d % 3 == 2 else "") + "Intents"
        while def_name in [x[0] for x in defs]:
            def_name = r.choice(MODULES) + "Intents" + str(d)
        intents = []
        for _ in range(r.randint(3, 7)):
            while True:
                name = r.choice(INTENT_VERBS) + r.choice(DOMAINS)
                if name not in used:
                    used.add(name)
                    break
            params = []
            pnames = set()
            for _ in range(r.randint(1, 4)):
                p = nm_prop_plain(r)
                if p in pnames:
                    continue
                pnames.add(p)
                params.append((p, r.choice(list(SIRI_TYPES))))
            spec = IntentSpec(name, params, widget=(d % 3 == 2 or r.random() < 0.15), definition=def_name)
            intents.append(spec)
            specs.append(spec)
        defs.append((def_name, intents))
    return specs, defs


def nm_prop_plain(r):
    return r.choice(LOWER_WORDS)


def rid(r):
    return "".join(r.choice(ID_ALPHABET) for _ in range(6))


def intent_definition(r, intents):
    ns = rid(r)
    out = []
    for spec in intents:
        params = []
        for tag, (p, t) in enumerate(spec.params, 1):
            params.append({
                "INIntentParameterConfigurable": True,
                "INIntentParameterDisplayName": p.capitalize(),
                "INIntentParameterDisplayNameID": rid(r),
                "INIntentParameterDisplayPriority": tag,
                "INIntentParameterName": p,
                "INIntentParameterPromptDialogs": [
                    {"INIntentParameterPromptDialogCustom": True, "INIntentParameterPromptDialogType": "Configuration"},
                    {"INIntentParameterPromptDialogCustom": True, "INIntentParameterPromptDialogType": "Primary"},
                ],
                "INIntentParameterSupportsResolution": True,
                "INIntentParameterTag": tag,
                "INIntentParameterType": t,
            })
        d = {
            "INIntentCategory": "information" if spec.widget else "generic",
            "INIntentConfigurable": True,
            "INIntentDescriptionID": rid(r),
            "INIntentLastParameterTag": len(params),
            "INIntentName": spec.name,
            "INIntentParameters": params,
            "INIntentResponse": {"INIntentResponseCodes": [
                {"INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": True},
                {"INIntentResponseCodeName": "failure"},
            ]},
            "INIntentTitle": spec.name,
            "INIntentTitleID": rid(r),
            "INIntentType": "Custom",
            "INIntentVerb": "View" if spec.widget else "Do",
        }
        if spec.widget:
            d["INIntentEligibleForWidgets"] = True
            d["INIntentIneligibleForSuggestions"] = True
        else:
            key = ",".join(p for p, _ in spec.params)
            d["INIntentParameterCombinations"] = {key: {
                "INIntentParameterCombinationIsPrimary": True,
                "INIntentParameterCombinationSupportsBackgroundExecution": True,
                "INIntentParameterCombinationTitle": spec.name,
                "INIntentParameterCombinationTitleID": rid(r),
            }}
        out.append(d)
    doc = {
        "INEnums": [],
        "INIntentDefinitionModelVersion": "1.2",
        "INIntentDefinitionNamespace": ns,
        "INIntentDefinitionSystemVersion": "23F79",
        "INIntentDefinitionToolsBuildVersion": "15F31d",
        "INIntentDefinitionToolsVersion": "15.4",
        "INIntents": out,
        "INTypes": [],
    }
    return plistlib.dumps(doc, sort_keys=True).decode("utf-8")


def intents_swift(r, nm, spec, all_specs):
    """(imports, lines) of one intents-related block for a Swift file."""
    kind = r.random()
    p0 = spec.params[0][0]
    cap = lambda s: s[0].upper() + s[1:]
    if kind < 0.35:
        lines = [f"final class {spec.name}IntentHandler: NSObject, {spec.cls}Handling {{"]
        for p, t in spec.params:
            swift_t, res, _ = SIRI_TYPES[t]
            lines += [
                f"    func resolve{cap(p)}(for intent: {spec.cls}, with completion: @escaping ({res}) -> Void) {{",
                f"        guard let value = intent.{p} else {{",
                "            completion(.needsValue())",
                "            return",
                "        }",
                "        completion(.success(with: value" + (".boolValue" if t == "Boolean" else ".intValue" if t == "Integer" else ".doubleValue" if t == "Decimal" else "") + "))",
                "    }",
                "",
            ]
        lines += [
            f"    func handle(intent: {spec.cls}, completion: @escaping ({spec.cls}Response) -> Void) {{",
            f"        completion({spec.cls}Response(code: .success, userActivity: nil))",
            "    }",
            "}",
            "",
        ]
        return {"Intents"}, lines
    if kind < 0.55:
        f = "donate" + spec.name
        lines = [
            f"func {f}(_ {p0}: String) {{",
            f"    let intent = {spec.cls}()",
            f'    intent.suggestedInvocationPhrase = "{spec.name}"',
            "    let interaction = INInteraction(intent: intent, response: nil)",
            "    interaction.donate { error in",
            "        if let error {",
            f'            print("{spec.name} donation failed: \\(error)")',
            "        }",
            "    }",
            "}",
            "",
        ]
        return {"Intents"}, lines
    if kind < 0.75:
        gated = r.random() < 0.6
        kind_str = spec.name + "Widget"
        entry = spec.name + "Entry"
        lines = [
            f"struct {entry}: TimelineEntry {{",
            "    let date: Date",
            f"    var {p0}: String = \"\"",
            "}",
            "",
            f"struct {spec.name}Provider: IntentTimelineProvider {{",
            f"    func placeholder(in context: Context) -> {entry} {{",
            f"        {entry}(date: Date())",
            "    }",
            "",
            f"    func getSnapshot(for configuration: {spec.cls}, in context: Context, completion: @escaping ({entry}) -> Void) {{",
            f"        completion({entry}(date: Date()))",
            "    }",
            "",
            f"    func getTimeline(for configuration: {spec.cls}, in context: Context, completion: @escaping (Timeline<{entry}>) -> Void) {{",
            f"        let next = Calendar.current.date(byAdding: .minute, value: {r.choice([15, 30, 60])}, to: Date()) ?? Date()",
            f"        completion(Timeline(entries: [{entry}(date: Date())], policy: .after(next)))",
            "    }",
            "}",
            "",
        ]
        if gated:
            lines += [
                "@available(iOS 17.0, *)",
                f"struct {spec.name}ConfigIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {{",
                f'    static let intentClassName = "{spec.cls}"',
                f'    static let title: LocalizedStringResource = "{spec.name}"',
                "",
            ]
            for p, t in spec.params:
                lines += [f'    @Parameter(title: "{p.capitalize()}")', f"    var {p}: {SIRI_TYPES[t][2]}", ""]
            lines += [
                "}",
                "",
                "@available(iOS 17.0, *)",
                f"struct {spec.name}AppProvider: AppIntentTimelineProvider {{",
                f"    func placeholder(in context: Context) -> {entry} {{ {entry}(date: Date()) }}",
                f"    func snapshot(for configuration: {spec.name}ConfigIntent, in context: Context) async -> {entry} {{",
                f"        {entry}(date: Date())",
                "    }",
                f"    func timeline(for configuration: {spec.name}ConfigIntent, in context: Context) async -> Timeline<{entry}> {{",
                f"        Timeline(entries: [{entry}(date: Date())], policy: .atEnd)",
                "    }",
                "}",
                "",
                f"struct {spec.name}Widget: Widget {{",
                f'    static let kind = "{kind_str}"',
                "",
                "    var body: some WidgetConfiguration {",
                "        configuration()",
                f'            .configurationDisplayName("{spec.name}")',
                "    }",
                "",
                "    private func configuration() -> some WidgetConfiguration {",
                "        if #available(iOS 17.0, *) {",
                f"            return AppIntentConfiguration(kind: Self.kind, intent: {spec.name}ConfigIntent.self, provider: {spec.name}AppProvider()) {{ entry in",
                "                Text(entry.date, style: .time)",
                "            }",
                "        } else {",
                f"            return IntentConfiguration(kind: Self.kind, intent: {spec.cls}.self, provider: {spec.name}Provider()) {{ entry in",
                "                Text(entry.date, style: .time)",
                "            }",
                "        }",
                "    }",
                "}",
                "",
            ]
        else:
            lines += [
                f"struct {spec.name}Widget: Widget {{",
                f'    let kind = "{kind_str}"',
                "",
                "    var body: some WidgetConfiguration {",
                f"        IntentConfiguration(kind: kind, intent: {spec.cls}.self, provider: {spec.name}Provider()) {{ entry in",
                "            Text(entry.date, style: .time)",
                "        }",
                f'        .configurationDisplayName("{spec.name}")',
                "    }",
                "}",
                "",
            ]
        return {"Intents", "SwiftUI", "WidgetKit"}, lines
    # App Intent counterpart
    migrated = r.random() < 0.7
    conf = "AppIntent, CustomIntentMigratedAppIntent" if migrated else "AppIntent"
    lines = ["@available(iOS 16.0, *)", f"struct {spec.name}AppIntent: {conf} {{"]
    if migrated:
        lines.append(f'    static let intentClassName = "{spec.cls}"')
    lines += [f'    static let title: LocalizedStringResource = "{spec.name}"', ""]
    for p, t in spec.params:
        lines += [f'    @Parameter(title: "{p.capitalize()}")', f"    var {p}: {SIRI_TYPES[t][2]}", ""]
    lines += [
        "    func perform() async throws -> some IntentResult {",
        "        .result()",
        "    }",
        "}",
        "",
    ]
    return {"AppIntents"}, lines


def intents_objc(r, prefix, spec):
    cls = f"{prefix}{spec.name}IntentHandler"
    h = [
        f"@protocol {spec.cls}Handling;",
        f"@class {spec.cls};",
        f"@class {spec.cls}Response;",
        "",
        f"@interface {cls} : NSObject <{spec.cls}Handling>",
        f"- (void)handle{spec.name}:({spec.cls} *)intent completion:(void (^)({spec.cls}Response *response))completion;",
        "@end",
        "",
    ]
    m = [
        f"@implementation {cls}",
        "",
        f"- (void)handle{spec.name}:({spec.cls} *)intent completion:(void (^)({spec.cls}Response *response))completion",
        "{",
        f"    completion([[{spec.cls}Response alloc] initWithCode:{spec.cls}ResponseCodeSuccess userActivity:nil]);",
        "}",
        "",
        "@end",
        "",
        f"static void {prefix}Donate{spec.name}(void)",
        "{",
        f"    INInteraction *interaction = [[INInteraction alloc] initWithIntent:[[{spec.cls} alloc] init] response:nil];",
        "    [interaction donateInteractionWithCompletion:nil];",
        "}",
        "",
    ]
    return h, m


# --------------------------------------------------------------------------- app shape

LANGUAGES = """de fr es it ja ko nl pt-BR pt-PT ru sv da fi nb pl tr uk cs hu ro el he ar hi th vi id ms
zh-Hans zh-Hant ca hr sk sl bg lt lv et sr fa bn ta te kn ml mr gu pa ur sw af""".split()


def mention_snippet(r, nm):
    """Code that names a widget, an intent or a shortcut in passing: it passes the pre-filter."""
    name = nm.type_name()
    k = r.random()
    if k < 0.4:
        return ["", f"func reload{name}Widgets() {{", "    WidgetCenter.shared.reloadAllTimelines()", "}"], "WidgetKit"
    if k < 0.7:
        return ["", f"/// Siri reaches this screen through the app's Intent handling ({name}).",
                f"func open{name}() {{}}"], None
    return ["", f"func show{name}ShortcutHint() -> String {{", '    "Add a Shortcut in the Shortcuts app"', "}"], None


def environment_use(r, nm):
    return ["", f"func track{nm.type_name()}() {{", f'    Current.log("{r.choice(VERBS)} {r.choice(LOWER_WORDS)}")', "}"]


ENVIRONMENT = [
    "//",
    "//  AppEnvironment.swift",
    "//",
    "",
    "import Foundation",
    "",
    "/// The app's services, swapped in tests.",
    "public var Current = AppEnvironment()",
    "",
    "public final class AppEnvironment {",
    "    public func log(_ message: String) {}",
    "    public func refresh() async throws {}",
    "}",
    "",
]


def with_environment_calls(lines):
    """Handlers and App Intents call the app-wide environment, as real ones do."""
    out = []
    for line in lines:
        out.append(line)
        stripped = line.strip()
        if stripped.endswith("{") and (stripped.startswith("func handle(") or stripped.startswith("func perform(")):
            out.append('        Current.log("intent")')
    return out


def id_texts(definition_xml):
    """Localization ID -> source text of a definition (every `…ID` key beside its text)."""
    found = {}

    def visit(v):
        if isinstance(v, dict):
            for k, x in v.items():
                if k.endswith("ID") and isinstance(x, str) and isinstance(v.get(k[:-2]), str):
                    found[x] = v[k[:-2]]
                visit(x)
        elif isinstance(v, list):
            for x in v:
                visit(x)

    visit(plistlib.loads(definition_xml.encode("utf-8")))
    return found


def strings_file(pairs, language):
    out = []
    for key, text in pairs:
        out.append(f'/* {text} */')
        out.append(f'"{key}" = "{text} ({language})";')
        out.append("")
    return "\n".join(out) + "\n"


def localizable_pairs(r, nm, kb):
    pairs, size = [], 0
    while size < kb * 1024:
        key = f"{camel_lower(nm.type_name())}.{r.choice(LOWER_WORDS)}.{r.choice(['title', 'message', 'button', 'footer'])}"
        text = " ".join(r.choice(SENTENCES).split()[: r.randint(3, 9)])
        pairs.append((key, text))
        size += len(key) + 2 * len(text) + 24
    return pairs


def info_plist(extension_point, supported):
    ext = {"NSExtensionPointIdentifier": extension_point}
    if supported is not None:
        ext["NSExtensionAttributes"] = {"IntentsSupported": supported, "IntentsRestrictedWhileLocked": []}
        ext["NSExtensionPrincipalClass"] = "$(PRODUCT_MODULE_NAME).IntentHandler"
    doc = {
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
        "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "CFBundleShortVersionString": "$(MARKETING_VERSION)",
        "NSExtension": ext,
    }
    return plistlib.dumps(doc, sort_keys=True).decode("utf-8")


def dispatcher(specs):
    lines = [
        "//",
        "//  IntentHandler.swift",
        "//",
        "",
        "import Intents",
        "",
        "final class IntentHandler: INExtension {",
        "    override func handler(for intent: INIntent) -> Any? {",
        "        switch intent {",
    ]
    for s in specs:
        lines += [f"        case is {s.cls}:", f"            return {s.name}IntentHandler()"]
    lines += ["        default:", "            return nil", "        }", "    }", "}", ""]
    return lines


# --------------------------------------------------------------------------- tree

class Writer:
    def __init__(self, root):
        self.root = root
        self.files = 0
        self.lines = 0
        self.bytes = 0
        self.dirs = set()

    def write(self, rel, text):
        path = os.path.join(self.root, rel)
        d = os.path.dirname(path)
        if d not in self.dirs:
            os.makedirs(d, exist_ok=True)
            self.dirs.add(d)
        data = text.encode("utf-8")
        with open(path, "wb") as f:
            f.write(data)
        self.files += 1
        self.lines += text.count("\n")
        self.bytes += len(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir")
    ap.add_argument("--lines", type=int, default=1_000_000, help="approximate number of lines (default 1,000,000)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--intent-ratio", type=float, default=None, help="share of source files with intents code (default 0.03; app 0.05)")
    ap.add_argument("--objc-ratio", type=float, default=None, help="share of sources written in Objective-C (default 0.2; app 0.01)")
    ap.add_argument("--shape", choices=["synthetic", "app"], default="synthetic",
                    help="synthetic (the default) or app: shaped like a large mid-migration app")
    ap.add_argument("--languages", type=int, default=30, help="app shape: translations of every table (default 30)")
    ap.add_argument("--strings-kb", type=int, default=150, help="app shape: size of Localizable.strings per language")
    args = ap.parse_args()
    app = args.shape == "app"
    if args.intent_ratio is None:
        args.intent_ratio = 0.05 if app else 0.03
    if args.objc_ratio is None:
        args.objc_ratio = 0.01 if app else 0.2

    if os.path.exists(args.out_dir) and os.listdir(args.out_dir):
        sys.exit(f"make-tree: {args.out_dir} exists and is not empty")
    started = time.monotonic()
    r = random.Random(args.seed)
    nm = Names(r)
    w = Writer(args.out_dir)

    # Intent definitions: a handful, more for bigger trees.
    count_defs = max(4, min(8, args.lines // 500_000 + 3))
    specs, defs = make_intent_specs(r, count_defs)
    for i, (def_name, intents) in enumerate(defs):
        module = r.choice(MODULES)
        rel = (f"Resources/{module}/Base.lproj/{def_name}.intentdefinition" if i % 2 == 0
               else f"Resources/{module}/{def_name}.intentdefinition")
        definition = intent_definition(r, intents)
        w.write(rel, definition)
        if app:
            texts = sorted(id_texts(definition).items())
            folder = os.path.dirname(rel) if rel.endswith(".lproj/" + def_name + ".intentdefinition") else \
                os.path.join(os.path.dirname(rel), "Base.lproj")
            parent = os.path.dirname(folder)
            for language in LANGUAGES[: args.languages]:
                w.write(f"{parent}/{language}.lproj/{def_name}.strings", strings_file(texts, language))
    if app:
        pairs = localizable_pairs(r, nm, args.strings_kb)
        for language in ["en"] + LANGUAGES[: args.languages]:
            w.write(f"Resources/App/{language}.lproj/Localizable.strings", strings_file(pairs, language))
        w.write("Sources/Shared/Environment/AppEnvironment.swift", "\n".join(ENVIRONMENT))

    # Extensions: one Intents extension with a dispatcher and Info.plist, one widget extension.
    handled = [s for s in specs if not s.widget]
    supported = sorted(s.cls for s in handled) + ["INSendMessageIntent"]
    w.write("Extensions/AppIntentsExtension/Info.plist", info_plist("com.apple.intents-service", supported))
    w.write("Extensions/AppIntentsExtension/IntentHandler.swift", "\n".join(dispatcher(handled)))
    w.write("Extensions/Widgets/Info.plist", info_plist("com.apple.widgetkit-extension", None))
    w.write("Configurations/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nMACOSX_DEPLOYMENT_TARGET = 13.0\n")

    prefixes = ["XY", "AB", "MK", "TR", "PX", "QZ", "LM", "RV"]
    while w.lines < args.lines:
        module = r.choice(MODULES)
        area = r.choice(AREAS)
        sub = r.choice(DOMAINS)
        folder = f"Sources/{module}/{area}/{sub}"
        if r.random() < 0.3:
            folder += "/" + r.choice(["Internal", "Legacy", "Components", "Helpers", "Cells", "DTO"])
        has_intents = r.random() < args.intent_ratio
        spec = r.choice(specs)
        if r.random() < args.objc_ratio:
            prefix = r.choice(prefixes)
            intents = intents_objc(r, prefix, spec) if has_intents else None
            cls, h, m = objc_pair(r, nm, prefix, module, intents)
            base = nm.file_name(cls, "objc")
            if intents:
                m.insert(6, "#import <Intents/Intents.h>")
                m.insert(7, f'#import "{module}-Swift.h"')
            w.write(f"{folder}/{base}.h", "\n".join(h).replace("{file}", base + ".h"))
            w.write(f"{folder}/{base}.m", "\n".join(m).replace("{file}", base + ".m").replace("{header}", base + ".h"))
        else:
            block = intents_swift(r, nm, spec, specs) if has_intents else None
            if block and app:
                block = (block[0], with_environment_calls(block[1]))
            decoy = not has_intents and r.random() < 0.02
            lines = swift_file(r, nm, module, block, decoy)
            if app and not has_intents and r.random() < 0.2:
                snippet, module_import = mention_snippet(r, nm)
                lines += snippet
                if module_import:
                    lines.insert(6, f"import {module_import}")
            if app and r.random() < 0.33:
                lines += environment_use(r, nm)
            base = nm.file_name(nm.type_name(r.choice([CLASS_SUFFIXES, VIEW_SUFFIXES])), "swift")
            lines[1] = f"//  {base}.swift"
            w.write(f"{folder}/{base}.swift", "\n".join(lines) + "\n")

    elapsed = time.monotonic() - started
    print(f"make-tree: wrote {w.files} files, {w.lines} lines ({w.bytes / 1e6:.1f} MB) to {args.out_dir} "
          f"in {elapsed:.1f} s (seed {args.seed})")


if __name__ == "__main__":
    main()
