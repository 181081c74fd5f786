# shellcheck shell=bash
# Manifest of ci/install-toolkits.sh: one JSON fragment per toolkit or tool in
# $FRAGMENT_DIR, merged into $TOOLKITS_DIR/manifest.json after every run, so a run that
# installs a subset still lists everything that is installed.

# manifest_fragment KIND FILE KEY=VALUE...: KIND is "toolkit" or "tool"; a KEY ending in
# "_dirs" or named "packages" takes a list, separated by colons (or by spaces for packages).
manifest_fragment() {
  mkdir -p "$FRAGMENT_DIR"
  python3 - "$@" <<'EOF'
import json, os, sys
kind, path, pairs = sys.argv[1], sys.argv[2], sys.argv[3:]
entry = {"kind": kind}
for pair in pairs:
    key, _, value = pair.partition("=")
    if key.endswith("_dirs"):
        value = [v for v in value.split(":") if v]
    elif key == "packages":
        value = value.split()
    entry[key] = value
with open(path + ".tmp", "w") as f:
    json.dump(entry, f, indent=2)
os.replace(path + ".tmp", path)
EOF
}

manifest_assemble() {
  python3 - "$FRAGMENT_DIR" "$TOOLKITS_DIR/manifest.json" <<'EOF'
import glob, json, os, sys
frag_dir, out = sys.argv[1], sys.argv[2]
toolkits, tools = [], []
for path in sorted(glob.glob(os.path.join(frag_dir, "*.json"))):
    with open(path) as f:
        entry = json.load(f)
    (toolkits if entry.pop("kind") == "toolkit" else tools).append(entry)
toolkits.sort(key=lambda t: [int(x) for x in t["version"].split(".")])
manifest = {"schema": 1, "generated_by": "ci/install-toolkits.sh",
            "toolkits": toolkits, "tools": tools}
with open(out + ".tmp", "w") as f:
    json.dump(manifest, f, indent=2)
    f.write("\n")
os.replace(out + ".tmp", out)
EOF
  log "manifest: $TOOLKITS_DIR/manifest.json"
}
