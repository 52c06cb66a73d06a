"""FastSpeech duration predictor: two 1-d convolutions over the encoder output, one log-duration per token, padded tokens masked out."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv1D(8, 3, padding=1, in_channels=8)
            self.conv2 = nn.Conv1D(8, 3, padding=1, in_channels=8)
            self.norm = nn.LayerNorm(in_channels=8)
            self.out = nn.Dense(1, in_units=8, flatten=False)

    def hybrid_forward(self, F, x, mask):
        h = F.relu(self.conv1(x.transpose((0, 2, 1))))
        h = F.relu(self.conv2(h)).transpose((0, 2, 1))
        h = self.norm(h)
        log_dur = self.out(h).reshape((x.shape[0], x.shape[1]))
        return log_dur * mask
