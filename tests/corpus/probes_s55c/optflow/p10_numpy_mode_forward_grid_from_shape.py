"""Numpy-mode (MXNet 2 style) flow head in `forward`: a normalised pixel grid from `np.arange` over `img.shape[2:]`, displaced by the predicted flow, returned as absolute sampling coordinates."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 5, 6)]


class NumpyFlowCoords(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.flow_head = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def forward(self, img):
        h, w = img.shape[2:]
        flow = np.tanh(self.flow_head(img))
        xs = np.broadcast_to(np.arange(w).reshape(1, 1, w), (1, h, w)) * 2.0 / (w - 1) - 1.0
        ys = np.broadcast_to(np.arange(h).reshape(1, h, 1), (1, h, w)) * 2.0 / (h - 1) - 1.0
        grid = np.concatenate([xs, ys], axis=0)
        return flow + np.expand_dims(grid, 0)


Net = NumpyFlowCoords
