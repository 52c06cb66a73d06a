"""HRNet pose's `get_final_preds`: the argmax per joint taken on the host, each coordinate shifted a
quarter pixel towards the higher neighbour in a numpy loop over `hm.shape[0]`, `hm.shape[1]`, and
handed back by `nd.array(coords)`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, joints=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(joints, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        hm = self.head(x)
        heat = hm.asnumpy()
        n, j, h, w = heat.shape
        idx = heat.reshape((n, j, -1)).argmax(axis=2)
        coords = np.stack([idx % w, idx // w], axis=2).astype('float32')
        for b in range(hm.shape[0]):
            for k in range(hm.shape[1]):
                px, py = int(coords[b, k, 0]), int(coords[b, k, 1])
                if 1 < px < w - 1 and 1 < py < h - 1:
                    diff = np.array([heat[b, k, py, px + 1] - heat[b, k, py, px - 1],
                                     heat[b, k, py + 1, px] - heat[b, k, py - 1, px]])
                    coords[b, k] += np.sign(diff) * 0.25
        return nd.array(coords)
