"""Two-stream fusion: a (N, 2C, T, V) input split into joint and bone halves by `F.split`, each through its own child, scores summed."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(2, 6, 6, 5)]


class Stream(HybridBlock):
    def __init__(self, in_channels, channels, num_class, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, (3, 1), padding=(1, 0), in_channels=in_channels, activation="relu")
            self.fc = nn.Dense(num_class, in_units=channels)

    def hybrid_forward(self, F, x):
        return self.fc(F.mean(self.conv(x), axis=(2, 3)))


class TwoStream(HybridBlock):
    def __init__(self, in_channels=3, channels=8, num_class=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.streams = nn.HybridSequential()
            for _ in range(2):
                self.streams.add(Stream(in_channels, channels, num_class))

    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=len(self.streams), axis=1)
        scores = [stream(part) for stream, part in zip(self.streams, parts)]
        return F.softmax(F.add_n(*scores), axis=-1)


Net = TwoStream
