"""The middle version of the gene-to-entry pooling of a pathway graph network: one child block per
entry holds the entry's gene weights and returns `F.dot(w, X[self.index, :])` with `self.index`
a python list of gene rows; the parent joins the children with `nd.concat` (the eager namespace),
adds a per-entry bias and applies an activation.  A list index selects rows of an NDArray; a
Symbol takes only an integer index (of an output).

Source: a public Gluon graph-convolution module on gene/pathway networks found with find_string (id
44055506617), the second `FeaturesTransform` / `FeaturesTransform_layer` pair of the file (the one
whose layer holds a weight) and its helper `get_dict_values`, unchanged but for the parent's name
(`Net`).  Completed minimally: the gene list, entry list and entry-to-gene map (read from pathway
files in the module) are a small literal table (5 genes, 3 entries), given as constructor
defaults; the input is a (genes, samples) matrix.
"""
import mxnet.ndarray as nd
from mxnet.gluon import HybridBlock, nn
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

        with self.name_scope():
            self.layer_list = nn.HybridSequential()
            for index, value in enumerate(entrylist):
                genelist = entry_to_gene[value].split(' ')
                # w = self.params.get(value, shape=(1, len(genelist)))
                self.layer_list.add(FeaturesTransform_layer(index=get_dict_values(gene_to_index, genelist),
                                                            value=value,
                                                            length=len(genelist)))
            self.entry_b = self.params.get('entry_b', shape=(len(entrylist), 1))

            if activation == 'identity':
                self.activation = lambda X: X
            else:
                self.activation = Activation(activation)

    def hybrid_forward(self, F, X, entry_b):
        # Change shape of b to comply with MXnet addition API
        contactlist = []
        for layer in self.layer_list:
            contactlist.append(layer(X))
        y = nd.concat(*contactlist, dim=0) + entry_b
        return self.activation(y)


class FeaturesTransform_layer(HybridBlock):
    def __init__(self, index, value, length, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get(value, shape=(1, length))
            self.index = index

    def hybrid_forward(self, F, X, w):
        # Change shape of b to comply with MXnet addition API
        return F.dot(w, X[self.index, :])
