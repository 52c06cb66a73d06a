"""A text-matching network (ARC-II): query and document embedded, 1-D convolved, and the
interaction map built by stacking each side once per position of the other --
`F.stack(*[dc1] * qc1.shape[2], axis=2)`, `F.stack(*[qc1] * dc1.shape[2], axis=3)` -- then 2-D
conv/pool blocks and a dense head.

Source: fierceX/match_gluon model/ARCII.py (ARCII.hybrid_forward) at
23f9004439e4854d08a02d9a851bba2db82ece2d; adapted: the class named Net, vocabulary 20, embedding
size 8; query and document of 9 tokens each (random floats: the embedding reads them as indices).
"""
from mxnet import gluon, nd
from mxnet.gluon import nn


INPUTS = [(2, 9), (2, 9)]


class Net(gluon.HybridBlock):
    def __init__(self, vocab_len=20, embe_size=8, prefix=None):
        super(Net, self).__init__(prefix=prefix)
        with self.name_scope():
            self.Embed = gluon.nn.Embedding(vocab_len, embe_size)
            self.QConv1d = gluon.nn.Conv1D(
                channels=32, kernel_size=3, padding=1)
            self.DConv1d = gluon.nn.Conv1D(
                channels=32, kernel_size=3, padding=1)
            self._conv_pool_block = gluon.nn.HybridSequential()
            with self._conv_pool_block.name_scope():
                self._conv_pool_block.add(gluon.nn.Conv2D(
                    channels=64, kernel_size=3, activation='relu', padding=(1, 1)))
                self._conv_pool_block.add(gluon.nn.MaxPool2D(pool_size=3))
                self._conv_pool_block.add(gluon.nn.Conv2D(
                    channels=64, kernel_size=3, activation='relu', padding=(1, 1)))
                self._conv_pool_block.add(gluon.nn.MaxPool2D(pool_size=3))
            self.out_layer = gluon.nn.HybridSequential()
            with self.out_layer.name_scope():
                self.out_layer.add(gluon.nn.Dropout(.5))
                self.out_layer.add(gluon.nn.Dense(2))

    def hybrid_forward(self, F, q, d):
        qe = F.transpose(self.Embed(q), axes=(0, 2, 1))
        de = F.transpose(self.Embed(d), axes=(0, 2, 1))
        qc1 = self.QConv1d(qe)
        dc1 = self.DConv1d(de)
        dc1_ex = F.stack(*[dc1] * qc1.shape[2], axis=2)
        qc1_ex = F.stack(*[qc1] * dc1.shape[2], axis=3)
        qdc1 = qc1_ex + dc1_ex
        qdc2 = self._conv_pool_block(qdc1)
        out = self.out_layer(qdc2)
        return out
