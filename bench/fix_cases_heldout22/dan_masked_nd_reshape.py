"""Deep-averaging-network text classifier of a text-classification course assignment: the padding
mask is reshaped to (batch, length, 1) from its own shape with the NDArray module
(`mx.nd.reshape(mask, shape=(mask.shape[0], mask.shape[1], 1))`) and multiplied into the
embeddings with `mx.nd.broadcast_mul`, in a helper (`from_embedding(self, F, ...)`) that
hybrid_forward calls.

Source: a public Gluon models module of a student's CNN/DAN/LSTM text-classification assignment
found with find_string (id 8531909209, "class CNNTextClassifier(HybridBlock)"); DANTextClassifier
unchanged but renamed `Net` (the module's other classes and its unused `import gluonnlp` left
out).  Completed: the embedding sizes default to 0 in the original; here emb_input_dim=20,
emb_output_dim=6 so that `Net()` builds.  Inputs: token ids (4, 8), mask (4, 8).
"""
import mxnet as mx
import numpy as np
from mxnet import gluon
from mxnet.gluon import nn
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4, 8)]


class Net(HybridBlock):
    """
    Parameters
    ----------
    emb_input_dim : int
        The dimensionality of the vocabulary (input to Embedding layer)
    emb_output_dim : int
        The dimensionality of the embedding
    num_classes : int, default 2
        Number of categories in classifier output    
    dr : float, default 0.2
        Dropout rate
    dense_units : list[int], default = [100,100]
        Dense units for each layer after pooled embedding
    activation : string, default = relu
        Activation function for fully connected layers
    """
    def __init__(self, emb_input_dim=20, emb_output_dim=6, num_classes=4, dr=0.2, dense_units=[100,100]):
        super(Net, self).__init__()
        self.embedding = nn.Embedding(input_dim=emb_input_dim, output_dim=emb_output_dim)
        self.mlp = nn.HybridSequential()

        with self.name_scope():
            self.mlp.add(nn.AvgPool1D())
            self.mlp.add(nn.Dropout(rate=dr))
            for i in dense_units:
                self.mlp.add(nn.Dense(i, activation="relu"))
            self.mlp.add(nn.Dense(num_classes))

    def from_embedding(self, F, embedded, mask):
        """Implements the rest of the computation from the embedding
        """
        # masking the padding data
        reshape = mx.nd.reshape(mask, shape=(mask.shape[0], mask.shape[1], 1) )
        result = mx.nd.broadcast_mul(embedded, reshape)
        result = self.mlp(result)
        return result

    def hybrid_forward(self, F, data, mask):
        embedded = self.embedding(data)
        return self.from_embedding(F, embedded, mask)
