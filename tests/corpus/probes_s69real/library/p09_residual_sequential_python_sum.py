"""A forecasting library's residual stack over its children: each child's output added to a running
input with `+`, the outputs summed with python's `sum` (0 + a tensor first): legal."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class ResidualSequential(HybridBlock):
    def __init__(self, layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            for i in range(layers):
                self.register_child(nn.Conv1D(3, 3, padding=1), "conv%d" % i)

    def hybrid_forward(self, F, x):
        outs = []
        for i, block in enumerate(self._children.values()):
            out = block(x)
            outs.append(out)
            x = out if i == 0 else x + out
        return sum(outs)


Net = ResidualSequential
