"""SAINT's intersample attention written with EfficientViT's ReLU linear attention: the (B, n, d) column
embeddings reshaped to (1, B, n * d) from the unpacked shape so that the batch rows attend to each other,
q/k/v by Dense layers over n * d, the ReLU kernel with the value padded by a column of ones
(`F.ones((1, b, 1))` from the size) so that `(V K^T) Q` carries the normaliser, the output divided by its
last column (legacy subscripts) and reshaped back to (B, n, d)."""
from mxnet.gluon import nn


INPUTS = [(4, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_cols=3, dim=4, eps=1e-6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.eps = eps
        inner = num_cols * dim
        with self.name_scope():
            self.to_qkv = nn.Dense(3 * inner, in_units=inner, flatten=False, use_bias=False)
            self.to_out = nn.Dense(inner, in_units=inner, flatten=False)

    def hybrid_forward(self, F, x):
        b, n, d = x.shape
        x = x.reshape((1, b, n * d))
        q, k, v = F.split(self.to_qkv(x), num_outputs=3, axis=-1)
        q, k = F.relu(q), F.relu(k)
        v = F.concat(v, F.ones((1, b, 1)), dim=-1)
        vk = F.batch_dot(v, k, transpose_a=True)
        out = F.batch_dot(q, vk, transpose_b=True)
        out = out[:, :, :-1] / (out[:, :, -1:] + self.eps)
        return self.to_out(out).reshape((b, n, d))
