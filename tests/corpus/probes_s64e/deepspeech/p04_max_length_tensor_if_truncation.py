"""DeepSpeech2 batch truncation decided on the data: `if lengths.max() > self._max_t:` then the time axis is cut by `slice_axis` (a Symbol has no truth value)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 2, 6), (2,)]


class TruncateByLength(HybridBlock):
    def __init__(self, hidden=6, max_t=6, **kwargs):
        super().__init__(**kwargs)
        self._max_t = max_t
        self.fc = nn.Dense(hidden, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, x, lengths):
        if (lengths * 10).max() > self._max_t:
            x = F.slice_axis(x, axis=0, begin=0, end=self._max_t)
        return self.fc(x)


Net = TruncateByLength
