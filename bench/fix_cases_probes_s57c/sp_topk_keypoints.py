"""Keypoints from a SuperPoint heatmap: scores flattened by the batch size, the top-k cells, their (x, y) coordinates from the flat indices and the map's width `w = heat.shape[-1]`, normalised to [-1, 1] by the width and height."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, k=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.head = nn.Conv2D(1, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, img):
        heat = F.sigmoid(self.head(img))
        h, w = heat.shape[-2], heat.shape[-1]
        flat = heat.reshape((heat.shape[0], -1))
        val, idx = F.topk(flat, k=self.k, ret_typ='both')
        ys = F.floor(idx / w)
        xs = idx - ys * w
        kx = xs / (w - 1) * 2 - 1
        ky = ys / (h - 1) * 2 - 1
        return F.stack(kx, ky, axis=-1), val
