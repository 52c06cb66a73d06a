"""DeepSpeech2 front end folding the conv output with sizes read off it, `n, c, f, t = y.shape` and `y.transpose((3, 0, 1, 2)).reshape((t, n, c * f))` (a traced conv output has no shape)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 1, 16, 20)]


class ShapeFold(HybridBlock):
    def __init__(self, channels=4, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(channels, 3, 2, 1, in_channels=1, activation="relu")
        self.rnn = rnn.GRU(hidden, layout="TNC", bidirectional=True, input_size=channels * 8)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        n, c, f, t = y.shape
        return self.rnn(y.transpose((3, 0, 1, 2)).reshape((t, n, c * f)))


Net = ShapeFold
