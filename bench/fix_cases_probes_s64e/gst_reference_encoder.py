"""Global style tokens' reference encoder: a mel spectrogram (B, T, n_mels) viewed as
(B, 1, T, n_mels), strided convs with BatchNorm and ReLU, the conv output (N, C, T', M') put as
(N, T', C * M') by `N, C, T, M = out.shape`, a GRU over the time axis, the last step
`out[:, -1, :]` as the reference embedding, tanh."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 16, 8)]


class Net(nn.HybridBlock):
    def __init__(self, filters=(4, 8), gru_units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            in_ch = 1
            for f in filters:
                self.convs.add(nn.Conv2D(f, 3, strides=2, padding=1, in_channels=in_ch),
                               nn.BatchNorm(in_channels=f), nn.Activation('relu'))
                in_ch = f
            self.gru = rnn.GRU(gru_units, layout='NTC', input_size=filters[-1] * 2)

    def hybrid_forward(self, F, inputs):
        N = inputs.shape[0]
        out = inputs.reshape((N, 1, -1, inputs.shape[2]))
        out = self.convs(out)
        N, C, T, M = out.shape
        out = out.transpose((0, 2, 1, 3)).reshape((N, T, C * M))
        out = self.gru(out)
        return F.tanh(out[:, -1, :])
