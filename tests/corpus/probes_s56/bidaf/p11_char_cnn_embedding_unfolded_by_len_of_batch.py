"""Character CNN embedding unfolding the (N*T, C) maxima with `reshape((len(chars), -1, C))` under numpy mode's `forward`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 7, 5, 4)]


class CharCNN(HybridBlock):
    def __init__(self, char_dim=4, channels=6, width=3, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        self.conv = nn.Conv1D(channels, width, padding=width // 2, in_channels=char_dim, activation="relu")

    def forward(self, chars):
        x = np.transpose(chars.reshape(-1, chars.shape[2], chars.shape[3]), (0, 2, 1))
        h = self.conv(x).max(axis=2)
        return h.reshape(len(chars), -1, self.channels)


Net = CharCNN
