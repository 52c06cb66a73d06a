"""A factorization machine as a Gluon layer, for learning a binary quadratic model (FMBQM, a
stored public file, id 22753984163, its repository not named in the store; the FM there is fitted
to samples and its `get_bhQ` handed to annealers): `FactorizationMachine.hybrid_forward` takes its
Parameters `h`, `V`, `bias` as arguments and calls the module helper `VtoQ(V, F)`, which reads
`input_size = V.shape[1]` to build an upper-triangular mask; the output adds the (1,) `bias` to
the (N,) `F.dot(x, h)`.  Eagerly it runs; hybridized `V` is a Symbol with no `shape`, and the
Symbol `+` of a (1,) and an (N,) array does not broadcast.

Source: the stored file as written, `triu_mask`, `VtoQ`, `QuadraticLayer` (its `train` loop kept,
unused here) and `FactorizationMachine`.  Net: 6 inputs, rank 3, each Parameter drawn from `init_params`' default `mx.init.Normal()`.  Input: a (4, 6) batch.
"""
import numpy as np
import mxnet as mx
from   mxnet import nd
from   mxnet import gluon

INPUTS = [(4, 6)]


def triu_mask(input_size, F=nd):
    """Generate a square matrix with its upper trianguler elements being 1 and others 0.
    """
    mask = F.expand_dims(F.arange(input_size), axis=0)
    return (F.transpose(mask) < mask) * 1.0

def VtoQ(V, F=nd):
    """Calculate interaction strength by inner product of feature vectors.
    """
    input_size = V.shape[1]
    Q = F.dot(F.transpose(V), V) # (d,d)
    return Q * triu_mask(input_size, F)

class QuadraticLayer(gluon.nn.HybridBlock):
    """A neural network layer which applies quadratic function on the input.

    This class defines train() method for easy use.
    """

    def __init__(self, **kwargs):
        super().__init__(**kwargs)

    def init_params(self, initializer=mx.init.Normal()):
        """Initialize all parameters

        Args:
            initializer(mx.init.Initializer):
                MXNet initializer object. [Default=mxnet.init.Normal()]
        """
        self.initialize(initializer, force_reinit=True)

    def train(self, x, y, num_epoch=100, learning_rate=1.0e-2):
        """Training of the regression model using Adam optimizer.
        """
        x, y = nd.array(x), nd.array(y)
        batchsize = x.shape[0]
        if None == self.trainer:
            self.trainer = gluon.Trainer(self.collect_params(), "adam", {"learning_rate": learning_rate})
        else:
            self.trainer.set_learning_rate(learning_rate)
        for epoch in range(num_epoch):
            with mx.autograd.record():
                output = self(x)
                loss = nd.mean((y - output)**2)
            loss.backward()
            self.trainer.step(batchsize, ignore_stale_grad=True)

    def get_bhQ(self):
        raise NotImplementedError()

class FactorizationMachine(QuadraticLayer):
    """Factorization Machine as a neural network layer.

    Args:
        input_size (int):
            The dimension of input value.
        factorization_size (int (<=input_size)):
            The rank of decomposition of interaction terms.
        act (string, optional):
            Name of activation function applied on FM output: "identity", "sigmoid", or "tanh". (default="identity")
        **kwargs:
    """

    def __init__(self, input_size, factorization_size=8, act="identity", **kwargs):
        super().__init__(**kwargs)
        self.factorization_size = factorization_size
        self.input_size = input_size
        self.trainer = None
        with self.name_scope():
            self.h = self.params.get("h", shape=(input_size,), dtype=np.float32)
            if factorization_size > 0:
                self.V = self.params.get("V", shape=(factorization_size, input_size), dtype=np.float32)
            else:
                self.V = self.params.get("V", shape=(1, input_size), dtype=np.float32) # dummy V
            self.bias = self.params.get("bias", shape=(1,), dtype=np.float32)
        self.act = act

    def hybrid_forward(self, F, x, h, V, bias):
        """Forward propagation of FM.

        Args:
          x: input vector of shape (N, d).
          h: linear coefficient of lenth d.
          V: matrix of shape (k, d).
        """
        if self.factorization_size <= 0:
            return bias + F.dot(x, h)
        Q = VtoQ(V, F) # (d,d)
        Qx = F.FullyConnected(x, weight=Q, bias=None, no_bias=True, num_hidden=self.input_size)
        act = {"identity": F.identity, "sigmoid": F.sigmoid, "tanh": F.tanh}[self.act]
        return act(bias + F.dot(x, h) +  F.sum(x*Qx, axis=1))

    def get_bhQ(self):
        """Returns linear and quadratic coefficients.
        """
        V = nd.zeros(self.V.shape) if self.factorization_size == 0 else self.V.data()
        return self.bias.data().asscalar(), self.h.data().asnumpy(), VtoQ(V, nd).asnumpy()


class Net(FactorizationMachine):
    def __init__(self):
        super(Net, self).__init__(6, 3)
        # the initializer of the author's `init_params` (the harness's Xavier needs 2-d arrays)
        for p in (self.h, self.V, self.bias):
            p.init = mx.init.Normal()
