"""Record the public names of MXNet 1.9.1's ``mx.np``, ``mx.np.random`` and ``mx.npx``.

Run with the real MXNet (``/work/mxvenv/bin/python bench/mxnet_numpy_names.py``); writes
``runtime/mxnet_numpy_names.json``, which ``runtime/mx_numpy`` and ``runtime/mx_npx.py`` read
so that every name MXNet has exists under the alias (and refuses clearly when used).
"""
import json
import os
import sys

import mxnet as mx

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runtime",
                   "mxnet_numpy_names.json")


def public(mod):
    return sorted(n for n in dir(mod) if not n.startswith("_"))


def main():
    names = {"mxnet_version": mx.__version__, "np": public(mx.np),
             "np.random": public(mx.np.random), "npx": public(mx.npx)}
    with open(OUT, "w") as f:
        json.dump(names, f, indent=0)
        f.write("\n")
    print({k: len(v) for k, v in names.items() if k != "mxnet_version"}, file=sys.stderr)


if __name__ == "__main__":
    main()
