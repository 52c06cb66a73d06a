"""SELDnet: a multichannel spectrogram (B, 4, T, F) through conv blocks pooled over frequency
only, the output put as (B, T, C * F') by `x.transpose((0, 2, 1, 3))` and `x.reshape((x.shape[0],
x.shape[1], -1))`, a bidirectional GRU, per-class activity by sigmoid and DOA (x, y, z per class)
by tanh; the frames pooled to the label resolution when the counts differ (`T //
self.label_frames` frames averaged per label frame)."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 4, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, label_frames=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.label_frames = label_frames
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.convs.add(nn.Conv2D(8, 3, padding=1, in_channels=4), nn.BatchNorm(in_channels=8),
                           nn.Activation('relu'), nn.MaxPool2D((1, 2)),
                           nn.Conv2D(8, 3, padding=1, in_channels=8), nn.BatchNorm(in_channels=8),
                           nn.Activation('relu'), nn.MaxPool2D((1, 2)))
            self.gru = rnn.GRU(6, layout='NTC', bidirectional=True, input_size=16)
            self.sed = nn.Dense(num_classes, in_units=12, flatten=False)
            self.doa = nn.Dense(3 * num_classes, in_units=12, flatten=False)

    def hybrid_forward(self, F, x):
        x = self.convs(x)
        x = x.transpose((0, 2, 1, 3))
        x = x.reshape((x.shape[0], x.shape[1], -1))
        x = self.gru(x)
        sed = F.sigmoid(self.sed(x))
        doa = F.tanh(self.doa(x))
        B, T, _ = sed.shape
        if T != self.label_frames:
            sed = sed.reshape((B, self.label_frames, T // self.label_frames, -1)).mean(axis=2)
            doa = doa.reshape((B, self.label_frames, T // self.label_frames, -1)).mean(axis=2)
        return sed, doa
