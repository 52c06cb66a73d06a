"""List the public names of MXNet 1.9.1's operator namespaces (nd, sym and their sub-namespaces).

Run with the python of ``bench/make_mxnet_venv.sh``; writes ``runtime/mxnet_names.json``, which
the runtime reads to say, for a name it lacks, whether MXNet has it (the runtime does not provide
it yet) or not (a typo), and which tests/runtime/test_missing_names.py checks:

    /path/to/mxnet-venv/bin/python bench/mxnet_namespaces.py > runtime/mxnet_names.json
"""
import json
import warnings

import mxnet as mx

warnings.simplefilter("ignore")

NAMESPACES = ["nd", "nd.contrib", "nd.linalg", "nd.random", "nd.image", "nd.sparse", "nd.op",
              "sym", "sym.contrib", "sym.linalg", "sym.random", "sym.image", "sym.sparse", "sym.op"]


def public(module) -> list:
    return sorted(n for n in dir(module) if not n.startswith("_"))


def main() -> None:
    out = {"mxnet_version": mx.__version__}
    for ns in NAMESPACES:
        module = mx
        for part in ns.split("."):
            module = getattr(module, part)
        out[ns] = public(module)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
