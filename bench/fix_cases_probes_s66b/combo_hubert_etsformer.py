"""HuBERT frames forecast by ETSformer smoothing (a speech-activity forecaster): a two-layer conv feature extractor
over the waveform (frames from kernels and strides), the frame count `T = feats.shape[1]`, exponential smoothing
of the frames with weights `alpha * (1 - alpha) ** (T - 1 - j)` (a learned alpha, powers from `nd.arange(T)`),
the level's last value extended over `horizon` steps by `.repeat`, and a damped growth from the last two frames
`feats[:, -1] - feats[:, -2]` times `phi ** h` over the horizon, added with plain `+`."""
from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 64)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, horizon=3, phi=0.9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.horizon = horizon
        self.phi = phi
        with self.name_scope():
            self.feature_extractor = nn.HybridSequential()
            self.feature_extractor.add(nn.Conv1D(dim, 8, strides=4, in_channels=1, activation='relu'),
                                       nn.Conv1D(dim, 3, strides=2, in_channels=dim, activation='relu'))
            self.smoothing = self.params.get('smoothing', shape=(1,), init=init.Constant(0.3))

    def hybrid_forward(self, F, wav, smoothing):
        feats = self.feature_extractor(wav.expand_dims(1)).transpose((0, 2, 1))
        T = feats.shape[1]
        alpha = F.sigmoid(smoothing)
        powers = nd.arange(T)
        weights = alpha * (1 - alpha) ** (T - 1 - powers)
        level = (feats * weights.reshape((1, T, 1))).sum(axis=1, keepdims=True)
        growth = (feats[:, -1] - feats[:, -2]).expand_dims(1)
        damping = F.cumsum(self.phi ** (nd.arange(self.horizon) + 1), axis=0).reshape((1, -1, 1))
        return level.repeat(self.horizon, axis=1) + growth * damping
