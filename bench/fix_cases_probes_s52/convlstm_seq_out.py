"""ConvLSTM forecaster: the hidden maps of every step are stacked along time, and the prediction adds the last input frame as a residual."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._c = channels
        with self.name_scope():
            self.conv = nn.Conv2D(4 * channels, 3, padding=1, in_channels=2 * channels)

    def hybrid_forward(self, F, frames):
        b, steps, _, h, w = frames.shape
        state = F.zeros((b, self._c, h, w))
        cell = F.zeros((b, self._c, h, w))
        outs = []
        for t in range(steps):
            z = self.conv(F.concat(frames[:, t], state, dim=1))
            gi, gf, go, gc = F.split(z, num_outputs=4, axis=1)
            cell = F.sigmoid(gf) * cell + F.sigmoid(gi) * F.tanh(gc)
            state = F.sigmoid(go) * F.tanh(cell)
            outs.append(state)
        return F.stack(*outs, axis=1) + frames[:, -1].expand_dims(1)
