"""Coarse-to-fine recursion over a python list of child stages: head applied, tail recursed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=(4, 4, 4), **kwargs):
        super().__init__(**kwargs)
        self._stages = []
        with self.name_scope():
            in_ch = 3
            for i, ch in enumerate(channels):
                stage = nn.Conv2D(ch, 3, padding=1, in_channels=in_ch)
                self.register_child(stage, f"stage{i}")
                self._stages.append(stage)
                in_ch = ch

    def _descend(self, F, x, stages):
        # one pooled summary per stage, coarser each level; the list of stages is python data
        if not stages:
            return []
        y = F.relu(stages[0](x))
        pooled = F.Pooling(y, kernel=(2, 2), stride=(2, 2), pool_type="max")
        return [F.mean(y, axis=(2, 3))] + self._descend(F, pooled, stages[1:])

    def hybrid_forward(self, F, x):
        return F.concat(*self._descend(F, x, self._stages), dim=1)
