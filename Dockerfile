# intent-audit in a container.
#
#   docker build -t intent-audit .
#   docker run --rm -v "$PWD:/src" intent-audit audit /src --output /src/Reports
#
# Stage 1 builds with the official Swift image; stage 2 is the official slim image (the Swift
# runtime, no compiler) plus the two C libraries the tool links: libxml2 and libxslt.
ARG SWIFT_VERSION=6.3

FROM swift:${SWIFT_VERSION}-noble AS build
RUN export DEBIAN_FRONTEND=noninteractive \
 && apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends libxml2-dev libxslt1-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /build
# The manifest first, so the dependency checkout is a cached layer of its own.
COPY Package.* ./
RUN swift package resolve
COPY Sources ./Sources
COPY Plugins ./Plugins
COPY Templates ./Templates
# Not built here, but SwiftPM refuses a manifest whose declared test targets have no folder.
COPY Tests ./Tests
# The Swift runtime and Foundation linked statically, as `make install` builds on Linux (less memory).
RUN swift build -c release --static-swift-stdlib --product intent-audit \
 && mkdir -p /out/bin /out/share/intent-audit \
 && cp "$(swift build -c release --show-bin-path)/intent-audit" /out/bin/ \
 && cp -R Templates /out/share/intent-audit/Templates

FROM swift:${SWIFT_VERSION}-noble-slim
# git: the release label comes from `git describe`; the mounted tree belongs to another user,
# so git is told to trust it (otherwise it refuses with "dubious ownership").
RUN export DEBIAN_FRONTEND=noninteractive \
 && apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends libxml2 libxslt1.1 git ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /out/ /usr/local/
WORKDIR /src
ENTRYPOINT ["intent-audit"]
CMD ["audit", "/src", "--output", "/src/Reports"]
