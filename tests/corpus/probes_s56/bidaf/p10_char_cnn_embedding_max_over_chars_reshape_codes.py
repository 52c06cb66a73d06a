"""Character CNN embedding: (N, T, W, E) characters folded by `(-3, -2)`, a Conv1D, max over characters, unfolded by `(-4, -1, T, -2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 5, 4)]


class CharCNN(HybridBlock):
    def __init__(self, char_dim=4, channels=6, width=3, context_len=7, **kwargs):
        super().__init__(**kwargs)
        self.T = context_len
        with self.name_scope():
            self.conv = nn.Conv1D(channels, width, padding=width // 2, in_channels=char_dim, activation="relu")

    def hybrid_forward(self, F, chars):
        x = F.transpose(F.reshape(chars, (-3, -2)), axes=(0, 2, 1))     # (N*T, E, W)
        h = F.max(self.conv(x), axis=2)                                  # (N*T, C)
        return F.reshape(h, (-4, -1, self.T, -2))                         # (N, T, C)


Net = CharCNN
