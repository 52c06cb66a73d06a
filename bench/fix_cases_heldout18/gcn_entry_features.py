"""Gene-to-pathway-entry pooling in a graph network: each entry is a learned weighted sum of its
genes' rows, `F.dot(param.data(), X[index, :])` with `index` a python list of gene rows and the
weight a Parameter read with `.data()`, the rows joined with `nd.concat` (the eager namespace)
and a per-entry bias added.  A list index, `.data()` and `nd.` all tie the block to NDArrays.

Source: a public Gluon graph-convolution module on gene/pathway networks found with find_string (id
44055506617), the first `FeaturesTransform` class and its helper `get_dict_values` unchanged but
for the name (`Net`).  Completed minimally: the gene list, entry list and entry-to-gene map (which
the module reads from pathway files) are a small literal table (5 genes, 3 entries), given as
constructor defaults; the input is a (genes, samples) matrix.
"""
import mxnet.ndarray as nd
from mxnet.gluon import HybridBlock
from mxnet.gluon.nn import Activation

INPUTS = [(5, 7)]

GENE_TO_INDEX = {'g0': 0, 'g1': 1, 'g2': 2, 'g3': 3, 'g4': 4}
ENTRYLIST = ['entry0', 'entry1', 'entry2']
ENTRY_TO_GENE = {'entry0': 'g0 g1', 'entry1': 'g2', 'entry2': 'g3 g4 g1'}


def get_dict_values(data, keys):
    return [data[k] for k in keys]


class Net(HybridBlock):
    def __init__(self, entrylist=ENTRYLIST, gene_to_index=GENE_TO_INDEX, entry_to_gene=ENTRY_TO_GENE,
                 activation='relu', **kwargs):
        super().__init__(**kwargs)
        self.layer_list = []
        with self.name_scope():
            for index, value in enumerate(entrylist):
                genelist = entry_to_gene[value].split(' ')
                w = self.params.get(value, shape=(1, len(genelist)))
                self.layer_list.append((get_dict_values(gene_to_index, genelist), w))

            self.entry_b = self.params.get('entry_b', shape=(len(entrylist), 1))

            if activation == 'identity':
                self.activation = lambda X: X
            else:
                self.activation = Activation(activation)

    def hybrid_forward(self, F, X, entry_b):
        # Change shape of b to comply with MXnet addition API
        contactlist = []
        for index, param in self.layer_list:
            contactlist.append(F.dot(param.data(), X[index, :]))
        y = nd.concat(*contactlist, dim=0) + entry_b
        return self.activation(y)
