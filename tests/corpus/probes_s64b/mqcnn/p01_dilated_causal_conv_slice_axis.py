"""MQ-CNN encoder: the past target (N, T) made (N, 1, T) by `expand_dims(1)`, a stack of dilated causal Conv1D layers (padding `(k - 1) * d` on both sides, the right overhang cut by `F.slice_axis(..., axis=2, begin=0, end=self._t)` with the context length from the constructor), ReLU and a residual sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class CausalConvEncoder(HybridBlock):
    def __init__(self, context=12, channels=4, dilations=(1, 2, 4), kernel=2, **kwargs):
        super().__init__(**kwargs)
        self._t = context
        self.convs = []
        with self.name_scope():
            self.inp = nn.Conv1D(channels, 1)
            for i, d in enumerate(dilations):
                conv = nn.Conv1D(channels, kernel, dilation=d, padding=(kernel - 1) * d)
                self.register_child(conv, "conv%d" % i)
                self.convs.append(conv)

    def hybrid_forward(self, F, target):
        h = self.inp(target.expand_dims(1))
        for conv in self.convs:
            h = h + F.relu(F.slice_axis(conv(h), axis=2, begin=0, end=self._t))
        return h


Net = CausalConvEncoder
