"""Linear similarity of a GluonNLP BiDAF port: `LinearSimilarity.hybrid_forward(self, F, array_1, array_2,
weight_matrix, bias=None)` combines the two inputs with the module helper `combine_tensors(F,
'x,y,x*y', ...)` (`F.concat` of the pieces), projects with `F.FullyConnected(..., flatten=False)`,
and with an activation returns `self._activation(dot_product + bias)`: a (B, T, units) product plus a
(units,) bias. Eagerly `+` broadcasts; hybridized the elementwise `_plus` checks shapes
(MXNetError).

Source: a public GluonNLP BiDAF port's similarity functions (find_string id 30732757887; read by an
analyzer held-out round, tests/corpus/HELDOUT.md round 55, f07; in no fix set; not in the pinned
gluonnlp 0.10.0), the helpers `_get_combination`/`combine_tensors`, `SimilarityFunction` and
`LinearSimilarity` as written (the licence header, docstrings and the other similarity classes left
out). Net: array dims 18 and 3 (three similarity units), `use_bias=True`, combination 'x,y,x*y',
relu. Inputs: two (2, 4, 6) sequences.
"""
__all__ = ['SimilarityFunction', 'DotProductSimilarity', 'CosineSimilarity',
           'BilinearSimilarity', 'LinearSimilarity']

import mxnet as mx
from mxnet import gluon, initializer
from mxnet.gluon import nn, Parameter


def _get_combination(combination, tensors):
    if combination.isdigit():
        index = int(combination) - 1
        return tensors[index]
    else:
        first_tensor = _get_combination(combination[0], tensors)
        second_tensor = _get_combination(combination[2], tensors)
        operation = combination[1]
        if operation == '*':
            return first_tensor * second_tensor
        elif operation == '/':
            return first_tensor / second_tensor
        elif operation == '+':
            return first_tensor + second_tensor
        elif operation == '-':
            return first_tensor - second_tensor
        else:
            raise NotImplementedError


def combine_tensors(F, combination, tensors):
    combination = combination.replace('x', '1').replace('y', '2')
    to_concatenate = [_get_combination(piece, tensors) for piece in combination.split(',')]
    return F.concat(*to_concatenate, dim=-1)




class SimilarityFunction(gluon.HybridBlock):
    default_implementation = 'dot_product'

    def hybrid_forward(self, F, array_1, array_2):  # pylint: disable=arguments-differ
        # pylint: disable=arguments-differ
        raise NotImplementedError



class LinearSimilarity(SimilarityFunction):
    def __init__(self,
                 array_1_dim,
                 array_2_dim,
                 use_bias=False,
                 combination='x,y',
                 activation='linear',
                 **kwargs):
        super(LinearSimilarity, self).__init__(**kwargs)
        self.combination = combination
        self.use_bias = use_bias
        self.array_1_dim = array_1_dim
        self.array_2_dim = array_2_dim

        if activation == 'linear':
            self._activation = None
        else:
            self._activation = nn.Activation(activation)

        with self.name_scope():
            self.weight_matrix = self.params.get('weight_matrix',
                                                 shape=(array_2_dim, array_1_dim),
                                                 init=initializer.Uniform())
            if use_bias:
                self.bias = self.params.get('bias',
                                            shape=(array_2_dim,),
                                            init=initializer.Zero())

    def hybrid_forward(self, F, array_1, array_2, weight_matrix, bias=None):
        # pylint: disable=arguments-differ
        combined_tensors = combine_tensors(F, self.combination, [array_1, array_2])
        dot_product = F.FullyConnected(combined_tensors, weight_matrix, bias=bias, flatten=False,
                                       no_bias=not self.use_bias, num_hidden=self.array_2_dim)

        if not self._activation:
            return dot_product

        return self._activation(dot_product + bias)


INPUTS = [(2, 4, 6), (2, 4, 6)]


class Net(LinearSimilarity):
    def __init__(self):
        super(Net, self).__init__(18, 3, use_bias=True, combination='x,y,x*y', activation='relu')
