"""SAM's prompt encoder for points: coordinates shifted to pixel centres (`points + 0.5`), normalised by
the input image's size (`coords[:, :, 0] = coords[:, :, 0] / image.shape[3]`, the same for y), the
random Fourier features `2 * pi * dot(2 * coords - 1, gaussian)` with the Gaussian matrix drawn in
`__init__` by `nd.random.normal` and kept on the block, sin and cos concatenated, and the learned
embedding of each point's label added by `pe + (labels > 0).expand_dims(-1) * w_pos`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 6), (2, 3, 2), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_pos_feats=4, scale=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.gaussian_matrix = nd.random.normal(scale=scale, shape=(2, num_pos_feats))
        with self.name_scope():
            self.pos_point = self.params.get('pos_point', shape=(1, 2 * num_pos_feats))
            self.neg_point = self.params.get('neg_point', shape=(1, 2 * num_pos_feats))

    def _pe_encoding(self, F, coords):
        coords = 2 * coords - 1
        coords = F.dot(coords, self.gaussian_matrix)
        coords = 2 * np.pi * coords
        return F.concat(F.sin(coords), F.cos(coords), dim=-1)

    def hybrid_forward(self, F, image, points, labels, pos_point, neg_point):
        coords = (points + 1.0) * 3.0 + 0.5
        coords[:, :, 0] = coords[:, :, 0] / image.shape[3]
        coords[:, :, 1] = coords[:, :, 1] / image.shape[2]
        pe = self._pe_encoding(F, coords)
        is_pos = (labels > 0).expand_dims(-1)
        pe = pe + is_pos * pos_point + (1 - is_pos) * neg_point
        return pe
