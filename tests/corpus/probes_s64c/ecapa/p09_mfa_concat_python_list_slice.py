"""ECAPA multi-layer feature aggregation: the outputs of three SE-Res2-like layers kept in a python list, `F.concat(*outs[1:], dim=1)` of the last two (a slice of a list of tensors, not of a tensor), then a 1x1 TDNN."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class MFA(HybridBlock):
    def __init__(self, channels=8, layers=3, **kwargs):
        super().__init__(**kwargs)
        self.layers = nn.HybridSequential()
        for i in range(layers):
            self.layers.add(nn.Conv1D(channels, 3, padding=i + 1, dilation=i + 1, activation="relu"))
        self.mfa = nn.Conv1D(3 * channels, 1, activation="relu")

    def hybrid_forward(self, F, x):
        outs = [x]
        for layer in self.layers:
            outs.append(layer(outs[-1]) + outs[-1])
        return self.mfa(F.concat(*outs[1:], dim=1))


Net = MFA
