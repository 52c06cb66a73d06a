"""DeepSpeech2's 2-D convolutional front end on a spectrogram `(n, 1, freq, time)`: two strided convs
with hardtanh `F.clip(x, 0, 20)`, then the channels and frequencies folded into features by
`n, c, f, t = x.shape; x.reshape((n, c * f, t))` and laid out time-major by `transpose((2, 0, 1))`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 8, 10)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(3, (3, 3), strides=(2, 1), padding=(1, 1), in_channels=1)
            self.bn1 = nn.BatchNorm(in_channels=3)
            self.conv2 = nn.Conv2D(3, (3, 3), strides=(2, 1), padding=(1, 1), in_channels=3)
            self.bn2 = nn.BatchNorm(in_channels=3)
            self.fc = nn.Dense(5, in_units=6, flatten=False)

    def hybrid_forward(self, F, x):
        x = F.clip(self.bn1(self.conv1(x)), 0, 20)
        x = F.clip(self.bn2(self.conv2(x)), 0, 20)
        n, c, f, t = x.shape
        x = x.reshape((n, c * f, t)).transpose((2, 0, 1))
        return self.fc(x)
