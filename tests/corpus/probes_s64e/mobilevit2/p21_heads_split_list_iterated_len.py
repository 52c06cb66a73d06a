"""MobileViTv2 multi-group separable attention: the channels cut into groups by `F.split(x, num_outputs=self._g, axis=1)` (a python list of outputs), each group attended by a shared score conv in `for g in groups`, the results scaled by `1 / len(groups)` and `groups[0]` kept as a shortcut -- a list's length and element, never a tensor's."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 6)]


class GroupedAttention(HybridBlock):
    def __init__(self, dim=8, groups=2, **kwargs):
        super().__init__(**kwargs)
        self._g = groups
        self.score = nn.Conv2D(1, 1, in_channels=dim // groups)

    def hybrid_forward(self, F, x):
        groups = F.split(x, num_outputs=self._g, axis=1)
        outs = []
        for g in groups:
            s = F.softmax(self.score(g), axis=-1)
            outs.append(F.broadcast_mul(g, F.sum(F.broadcast_mul(g, s), axis=-1, keepdims=True)))
        return F.concat(*outs, dim=1) / len(groups) + F.concat(groups[0], groups[0], dim=1)


Net = GroupedAttention
