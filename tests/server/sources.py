"""The module both server tests check: one safe (HYB009) and one unsafe (HYB004) finding."""

SOURCE = """\
from mxnet import gluon


class Net(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
        y = x.reshape(2, 3)
        y += 1
        return y
"""
