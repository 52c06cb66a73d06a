"""CenterNet multi-head output: heads built from a python dict of name -> channels in `__init__`, run in a python loop over sorted names, heatmap clipped, the outputs concatenated along channels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class CenterHeads(HybridBlock):
    def __init__(self, heads=None, **kwargs):
        super().__init__(**kwargs)
        self._heads = heads or {"heatmap": 3, "wh": 2, "reg": 2}
        with self.name_scope():
            for name, channels in sorted(self._heads.items()):
                head = nn.HybridSequential(prefix=name + "_")
                head.add(nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=6),
                         nn.Conv2D(channels, 1, in_channels=8))
                self.register_child(head, name)

    def hybrid_forward(self, F, x):
        outs = []
        for name in sorted(self._heads):
            y = self._children[name](x)
            if name == "heatmap":
                y = F.clip(F.sigmoid(y), 1e-4, 1 - 1e-4)
            outs.append(y)
        return F.concat(*outs, dim=1)


Net = CenterHeads
