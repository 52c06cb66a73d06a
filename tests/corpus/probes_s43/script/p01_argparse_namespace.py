"""A training script's block configured from an argparse namespace (defaults parsed at import)."""
import argparse

from mxnet.gluon import HybridBlock, nn

parser = argparse.ArgumentParser(description="train a small classifier")
parser.add_argument("--hidden", type=int, default=6)
parser.add_argument("--classes", type=int, default=3)
parser.add_argument("--temperature", type=float, default=2.0)
args = parser.parse_args([])

INPUTS = [(4, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.hidden = nn.Dense(args.hidden, activation="relu", in_units=5)
            self.output = nn.Dense(args.classes, in_units=args.hidden)

    def hybrid_forward(self, F, x):
        return F.softmax(self.output(self.hidden(x)) / args.temperature)
