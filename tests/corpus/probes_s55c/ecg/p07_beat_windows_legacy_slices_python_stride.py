"""Beat windows cut as `ecg[:, :, start:start + self.window]` over a python range of starts, each encoded and averaged."""
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
        codes = [self.beat_encoder(ecg[:, :, start:start + self.window])
                 for start in range(0, self.length - self.window + 1, self.stride)]
        return F.add_n(*codes) / len(codes)


Net = BeatWindows
