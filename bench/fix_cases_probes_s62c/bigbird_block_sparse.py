"""BigBird's block-sparse attention: the sequence folded into blocks of the configured size by
`b, t, d = q.shape` and `reshape((b, t // bs, bs, d))`, each query block attending to itself and its
two neighbours gathered from rolled key blocks by `F.take` of index constants, scores scaled by
`d ** -0.5`, the output unfolded back to `(b, t, d)`."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, block_size=2, num_blocks=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.block_size = block_size
        n = num_blocks
        self.left = [(i - 1) % n for i in range(n)]
        self.right = [(i + 1) % n for i in range(n)]
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        b, t, d = q.shape
        bs = self.block_size
        nb = t // bs
        qb = q.reshape((b, nb, bs, d))
        kb = k.reshape((b, nb, bs, d))
        vb = v.reshape((b, nb, bs, d))
        left = F.take(kb, F.array(np.array(self.left)), axis=1)
        right = F.take(kb, F.array(np.array(self.right)), axis=1)
        keys = F.concat(left, kb, right, dim=2)
        vals = F.concat(F.take(vb, F.array(np.array(self.left)), axis=1), vb,
                        F.take(vb, F.array(np.array(self.right)), axis=1), dim=2)
        scores = F.batch_dot(qb.reshape((b * nb, bs, d)), keys.reshape((b * nb, 3 * bs, d)),
                             transpose_b=True) * d ** -0.5
        att = F.softmax(scores, axis=-1)
        out = F.batch_dot(att, vals.reshape((b * nb, 3 * bs, d)))
        return out.reshape((b, t, d))
