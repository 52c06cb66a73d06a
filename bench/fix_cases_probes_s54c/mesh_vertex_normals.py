"""Vertex normals of a fixed triangle fan: face corners taken by constant face indices, edge cross products from the last-axis components."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, verts):
        faces = nd.array([[0, 1, 2], [0, 2, 3], [0, 3, 1]])
        v0 = F.take(verts, faces[:, 0], axis=1)
        v1 = F.take(verts, faces[:, 1], axis=1)
        v2 = F.take(verts, faces[:, 2], axis=1)
        e1, e2 = v1 - v0, v2 - v0
        n = F.stack(e1[..., 1] * e2[..., 2] - e1[..., 2] * e2[..., 1],
                    e1[..., 2] * e2[..., 0] - e1[..., 0] * e2[..., 2],
                    e1[..., 0] * e2[..., 1] - e1[..., 1] * e2[..., 0], axis=-1)
        return n / F.sqrt(F.sum(n * n, axis=-1, keepdims=True) + 1e-8)
