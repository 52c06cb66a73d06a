"""DeepSpeech2's sum of the two directions of a bidirectional GRU (TNC): `fw, bw = F.split(out, num_outputs=2, axis=2)` and `fw + bw` -- two outputs of the same split (equal shapes) -- then a sequence-wise BatchNorm on the (T*N, H) fold by `reshape((-3, 0))`, back to (T, N, H) by `reshape_like`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(7, 2, 5)]


class SumDirections(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.rnn = rnn.GRU(hidden, layout="TNC", bidirectional=True, input_size=5)
        self.bn = nn.BatchNorm(in_channels=hidden)

    def hybrid_forward(self, F, x):
        fw, bw = F.split(self.rnn(x), num_outputs=2, axis=2)
        h = fw + bw
        return F.reshape_like(self.bn(h.reshape((-3, 0))), h)


Net = SumDirections
