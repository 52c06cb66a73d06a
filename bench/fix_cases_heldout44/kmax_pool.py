"""k-max pooling of a VDCNN-style text classifier: `KMaxPool1D.hybrid_forward(self, F, x, *args,
**kwargs)` flattens, sorts each row (`x.sort(1)`) and returns the k largest with the slice
`x[:, -self.k:]`. Eagerly it runs; hybridized a Symbol takes only an integer index (TypeError
"Symbol only support integer index to fetch i-th output").

Source: a public MXNet deep-convnet text classifier (find_string id 14418874222; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "VDCNN text classifier"; in no fix set), `KMaxPool1D` as
written (the conv, embedding and pooling blocks, the classifier and its unit tests left out).
Net: k = 8, as the file's own unit test. Input: (3, 17), as the file's own unit test.
"""
from mxnet import nd, gluon

INPUTS = [(3, 17)]


class KMaxPool1D(gluon.nn.HybridBlock):
    """
    implements k-max pooling on 2d input
    """
    def __init__(self, k):
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


class Net(KMaxPool1D):
    def __init__(self):
        super(Net, self).__init__(k=8)
