"""DeepSpeech2 front end: two strided 2-D convs over a (N, 1, F, T) spectrogram, the output folded to time-major (T', N, C*F') by `transpose((3, 0, 1, 2)).reshape((0, 0, -3))` (F' computed in python from the constructor's sizes for the RNN's `input_size`), a bidirectional LSTM over TNC data, and the output lengths `floor((len + 2 * p - k) / s) + 1` computed from the lengths input by python arithmetic per conv."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 1, 16, 20), (2,)]


class DeepSpeechFrontEnd(HybridBlock):
    def __init__(self, freq=16, channels=4, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self._convs = [(3, 2, 1), (3, 2, 1)]
        f = freq
        for k, s, p in self._convs:
            f = (f + 2 * p - k) // s + 1
        self.conv = nn.HybridSequential()
        cin = 1
        for k, s, p in self._convs:
            self.conv.add(nn.Conv2D(channels, k, s, p, in_channels=cin, activation="relu"))
            cin = channels
        self.rnn = rnn.LSTM(hidden, layout="TNC", bidirectional=True, input_size=channels * f)

    def hybrid_forward(self, F, x, lengths):
        y = self.conv(x).transpose((3, 0, 1, 2)).reshape((0, 0, -3))
        out_len = F.abs(lengths) * 20
        for k, s, p in self._convs:
            out_len = F.floor((out_len + 2 * p - k) / s) + 1
        return self.rnn(y), out_len


Net = DeepSpeechFrontEnd
