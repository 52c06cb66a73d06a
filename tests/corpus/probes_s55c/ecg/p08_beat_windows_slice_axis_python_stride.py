"""Beat windows cut by `F.slice_axis(ecg, axis=2, begin=start, end=start + self.window)` over a python range of starts, encoded, averaged over the python count of windows."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 40)]


class BeatWindows(HybridBlock):
    def __init__(self, window=10, stride=10, length=40, **kwargs):
        super().__init__(**kwargs)
        self.window, self.stride, self.length = window, stride, length
        with self.name_scope():
            self.beat_encoder = nn.HybridSequential()
            self.beat_encoder.add(nn.Conv1D(4, 3, activation="relu"), nn.GlobalAvgPool1D(), nn.Flatten())

    def hybrid_forward(self, F, ecg):
        codes = [self.beat_encoder(F.slice_axis(ecg, axis=2, begin=start, end=start + self.window))
                 for start in range(0, self.length - self.window + 1, self.stride)]
        return F.add_n(*codes) / len(codes)


Net = BeatWindows
