"""A very deep text CNN's k-max pooling: the input flattened, sorted along its features, and the
k largest kept by a negative-start slice subscript `x[:, -self.k:]`.

Source: opringle/vdcnn-gluonnlp vdcnn/model.py (KMaxPool1D.hybrid_forward) at
68556b0ad0b81cc2f2eca957e5df7ecc4eb49050; adapted: the class named Net, k = 8.
"""
from mxnet import gluon


INPUTS = [(2, 4, 6)]


class Net(gluon.nn.HybridBlock):
    """
    implements k-max pooling on 2d input
    """
    def __init__(self, k=8):
        super().__init__()
        """
        :param k: take the k largest inputs
        """
        super().__init__()
        self.k = k
        self.flatten = gluon.nn.Flatten()

    def hybrid_forward(self, F, x, *args, **kwargs):
        x = self.flatten(x)
        x = x.sort(1)
        return x[:, -self.k:]
