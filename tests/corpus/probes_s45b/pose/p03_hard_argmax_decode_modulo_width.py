"""Heatmap argmax decoding: flat argmax per joint, column by `% width`, row by `floor(/ width)`, confidence by `max`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 5)]


class ArgmaxDecoder(HybridBlock):
    def __init__(self, num_joints=3, width=5, stride=4, **kwargs):
        super().__init__(**kwargs)
        self._w = width
        self._stride = stride
        with self.name_scope():
            self.heat = nn.Conv2D(num_joints, 3, padding=1)

    def hybrid_forward(self, F, feats):
        flat = F.reshape(self.heat(feats), shape=(0, 0, -1))
        idx = F.argmax(flat, axis=2)
        conf = F.max(flat, axis=2)
        col = idx % self._w
        row = F.floor(idx / self._w)
        coords = F.stack(col, row, axis=-1) * self._stride
        return coords, F.sigmoid(conf)


class Net(ArgmaxDecoder):
    pass
