"""Learner whose `hybrid_forward(self, F, x, **params)` receives its Parameters as keyword arguments and looks them up by name (`params["l0_weight"]`), adapting each with a python-scaled shrinkage before the functional forward."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, widths=(6, 2), shrink=0.9, **kwargs):
        super().__init__(**kwargs)
        self.widths, self.shrink = list(widths), shrink
        with self.name_scope():
            prev = in_units
            for i, width in enumerate(widths):
                setattr(self, f"l{i}_weight", self.params.get(f"l{i}_weight", shape=(width, prev)))
                setattr(self, f"l{i}_bias", self.params.get(f"l{i}_bias", shape=(width,), init="zeros"))
                prev = width

    def hybrid_forward(self, F, x, **params):
        fast = {name: value * self.shrink for name, value in sorted(params.items())}
        h = x
        for i, width in enumerate(self.widths):
            h = F.FullyConnected(h, fast[f"l{i}_weight"], fast[f"l{i}_bias"], num_hidden=width)
            h = F.tanh(h) if i + 1 < len(self.widths) else h
        return h
