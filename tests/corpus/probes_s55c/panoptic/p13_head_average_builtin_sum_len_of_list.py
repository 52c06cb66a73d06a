"""Multi-scale center heads averaged as `sum(heats) / len(heats)` over the python list of head outputs (builtin `sum` starts from 0 and adds the tensors)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class MultiScaleCenter(HybridBlock):
    def __init__(self, dilations=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for d in dilations:
                self.heads.add(nn.Conv2D(1, 3, padding=d, dilation=d))

    def hybrid_forward(self, F, feat):
        heats = [F.sigmoid(head(feat)) for head in self.heads]
        return sum(heats) / len(heats)


Net = MultiScaleCenter
