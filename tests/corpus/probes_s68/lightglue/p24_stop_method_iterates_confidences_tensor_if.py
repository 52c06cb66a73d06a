"""LightGlue adaptive depth with the stopping test in a method without F: `_should_stop(self, confs)` walks the
python list of per-layer confidences and returns True at the first `if c.mean() > self.ratio:` -- a tensor in a
python `if`, reached through a list handed to a method."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class MethodStop(HybridBlock):
    def __init__(self, dim=8, layers=3, ratio=0.95, **kwargs):
        super().__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
                self.heads.add(nn.Dense(1, flatten=False))

    def _should_stop(self, confs):
        for c in confs:
            if c.mean() > self.ratio:
                return True
        return False

    def hybrid_forward(self, F, desc):
        confs = []
        for layer, head in zip(self.layers, self.heads):
            desc = desc + layer(desc)
            confs.append(F.sigmoid(head(desc)))
            if self._should_stop(confs[-1:]):
                break
        return desc


Net = MethodStop
