"""DeepSpeech2 with a configured maximum utterance: the conv output length computed in `__init__` by python arithmetic from the constructor's kernel/stride/padding (`(t + 2 * p - k) // s + 1`), the RNN's output cut to it by `F.slice_axis(..., end=self._t_out)` and masked by `SequenceMask` of the lengths input."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 1, 8, 24), (2,)]


class ConfiguredLengths(HybridBlock):
    def __init__(self, t=24, k=3, s=2, p=1, channels=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self._t_out = (t + 2 * p - k) // s + 1
        self.conv = nn.Conv2D(channels, k, s, p, in_channels=1)
        self.rnn = rnn.LSTM(hidden, layout="TNC", input_size=channels * 4)

    def hybrid_forward(self, F, x, lengths):
        y = self.conv(x).transpose((3, 0, 1, 2)).reshape((0, 0, -3))
        y = F.slice_axis(self.rnn(y), axis=0, begin=0, end=self._t_out - 2)
        valid = F.clip(F.abs(lengths) * self._t_out, 1, self._t_out - 2)
        return F.SequenceMask(y, sequence_length=valid, use_sequence_length=True, axis=0)


Net = ConfiguredLengths
